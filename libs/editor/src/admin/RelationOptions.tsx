import type { RelationSource } from '@aula/api-client';
import { useAdmin } from './admin-context';
import { useLoad } from './use-load';

/** The `<option>`s of a relation (categories, faculties, programmes), loaded once per source. */
export function RelationOptions({ source }: { source: RelationSource }) {
  const { api, locale } = useAdmin();
  const [state] = useLoad(() => api.options(locale, source), `${source}-${locale}`);
  if (state.status !== 'ready') return null;
  return state.data.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
