import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** The tool a save was made in: its whole area of data may have changed. */
export type SaveScope = 'admin' | 'pageEditor';

/**
 * DESIGN.md 8/9: the one place that says what a save makes stale. A save in the admin (an entry,
 * the navigation, the settings...) can change any admin screen (counts, lists, options, revisions),
 * a save in the page editor any of the page's editing data; what is shown loads again. `keep`
 * (a key and the keys below it) stays as shown: a deleted entry stays on its page with its undo.
 */
export function invalidateAfterSave(
  queryClient: QueryClient,
  scope: SaveScope,
  keep?: QueryKey,
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: queryKeys[scope].all,
    predicate: (query) => !keep || !partialMatchKey(query.queryKey, keep),
  });
}
