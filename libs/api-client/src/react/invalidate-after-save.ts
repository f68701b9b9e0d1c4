import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** The tool a save was made in: its whole area of data may have changed. */
export type SaveScope = 'admin' | 'pageEditor';

/**
 * DESIGN.md 8/9: the one place that says what a save makes stale. A save in the admin (an entry,
 * the navigation, the settings...) can change any admin screen (counts, lists, options, revisions),
 * a save in the page editor any of the page's editing data; what is shown loads again. `keep`
 * (a key and the keys below it) stays as shown: a deleted entry stays on its page with its undo.
 * `later`, when given, decides when what is shown loads again (it is marked stale at once, so
 * that what mounts meanwhile loads it itself); the promise then settles once it is marked.
 */
export function invalidateAfterSave(
  queryClient: QueryClient,
  scope: SaveScope,
  keep?: QueryKey,
  later?: (refetch: () => void) => void,
): Promise<void> {
  const filters = {
    queryKey: queryKeys[scope].all,
    predicate: (query: { queryKey: QueryKey }) => !keep || !partialMatchKey(query.queryKey, keep),
  };
  if (!later) return queryClient.invalidateQueries(filters);
  // What is shown as the save answers loads again, also if it is closed meanwhile (the saved
  // section's own data, read again for its next opening).
  const shown = new Set(queryClient.getQueryCache().findAll({ ...filters, type: 'active' }));
  const marked = queryClient.invalidateQueries({ ...filters, refetchType: 'none' });
  later(() => void queryClient.refetchQueries({ predicate: (query) => shown.has(query) }));
  return marked;
}
