import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { alertQueueAtom, type EditorAlert } from '../state/editor-atoms';
import { alertDuration } from './alert-duration';

/**
 * spec 4/9: shows a save or error alert for 4000 ms (after each non-GET editor request). React
 * Aria holds the time while the pointer or the focus is on the alert, so it can be read to the end.
 */
export function useAlert() {
  const queue = useAtomValue(alertQueueAtom);
  return useCallback(
    (kind: EditorAlert['kind'], text: string) => {
      queue.add({ kind, text }, { timeout: alertDuration });
    },
    [queue],
  );
}
