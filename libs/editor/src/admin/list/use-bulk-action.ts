import type { AdminBulkInput, EntityName } from '@aula/api-client';
import { useSave } from '../../query/use-save';
import { useAdmin } from '../admin-context';

/**
 * DESIGN.md 9: a bulk action of a list as a save: once it is done, what it changed (the list,
 * the counts of the dashboard) loads again through the one invalidation after an admin save.
 */
export function useBulkAction(entity: EntityName) {
  const { api, locale } = useAdmin();
  return useSave('admin', (input: AdminBulkInput) => api.bulk(locale, entity, input));
}
