import { invalidateAfterSave, type SaveScope } from '@aula/api-client/react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { afterPaint } from './after-paint';

/**
 * A save of the admin or the page editor as a mutation: once it succeeds, what it made stale
 * loads again (`invalidateAfterSave`, the one place that says what that is) before it answers.
 */
export function useSave<Variables, Result>(
  scope: SaveScope,
  save: (variables: Variables) => Promise<Result>,
  /** What stays as shown (`invalidateAfterSave`'s `keep`). */
  keep?: QueryKey,
  /**
   * `answer`: the save answers as soon as it is done, and what it made stale loads again once the
   * frame showing the answer is painted (its caller shows the answer itself, as a section saved
   * on the page does: DESIGN.md 8, save to shown). Default: `refetched`.
   */
  settle: 'refetched' | 'answer' = 'refetched',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    // Awaited: the save is done once what it changed shows (a removed row is gone with the message).
    onSuccess: () => {
      if (settle === 'refetched') return invalidateAfterSave(queryClient, scope, keep);
      // Loading it at once would take the main thread and the machine from that frame.
      void invalidateAfterSave(queryClient, scope, keep, afterPaint);
      return undefined;
    },
  });
}
