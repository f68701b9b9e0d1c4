import type { AdminOption, RelationSource } from '@aula/api-client';
import { adminOptionsQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useAdmin } from './admin-context';

/** The choices of a relation (categories, faculties, programmes); empty until loaded. */
export function useRelationOptions(source: RelationSource): AdminOption[] {
  const { api, locale } = useAdmin();
  return useQuery(adminOptionsQuery(api, locale, source)).data ?? [];
}

/** The `<option>`s of loaded choices. */
export function RelationOptions({ options }: { options: AdminOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
