import type { AdminOption, RelationSource } from '@aula/api-client';
import { useAdmin } from './admin-context';
import { useLoad } from './use-load';

/** The choices of a relation (categories, faculties, programmes); empty until loaded. */
export function useRelationOptions(source: RelationSource): AdminOption[] {
  const { api, locale } = useAdmin();
  const [state] = useLoad(() => api.options(locale, source), `${source}-${locale}`);
  return state.status === 'ready' ? state.data : [];
}

/** The `<option>`s of loaded choices. */
export function RelationOptions({ options }: { options: AdminOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
