import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { alertsAtom, type EditorAlert } from '../state/editor-atoms';
import { alertDuration } from './alert-duration';

let nextId = 1;

/** spec 4/9: shows a save or error alert for 4000 ms (after each non-GET editor request). */
export function useAlert() {
  const setAlerts = useSetAtom(alertsAtom);
  return useCallback(
    (kind: EditorAlert['kind'], text: string) => {
      const id = (nextId += 1);
      setAlerts((alerts) => [...alerts, { id, kind, text }]);
      setTimeout(
        () => setAlerts((alerts) => alerts.filter((alert) => alert.id !== id)),
        alertDuration,
      );
    },
    [setAlerts],
  );
}
