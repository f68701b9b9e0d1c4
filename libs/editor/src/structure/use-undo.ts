import {
  ConflictError,
  UnauthorizedError,
  ValidationError,
  type ApiClient,
  type UndoState,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { text } from '../editor-text';
import { loginDialogAtom } from '../state/editor-atoms';
import { structureChangedAtom } from './structure-atoms';
import { undoScope } from './undo-scope';

export type Direction = 'undo' | 'redo';

export interface UndoOptions {
  locale: Locale;
  client: ApiClient;
  /** The content page on screen, if it is one (its section order and deleted sections count too). */
  pageId: number | null;
  /** Renders the page again with the restored state (the host: `router.refresh()`). */
  refresh(): void;
}

/**
 * DESIGN.md 8: undo and redo of the page on screen, from the server's backup stacks, so they work
 * after a reload and after another editor's save. Each run asks the server for the newest step
 * first, then does it as a new save with the version it names (409 when someone saved between).
 */
export function useUndo({ locale, client, pageId, refresh }: UndoOptions) {
  const [state, setState] = useState<UndoState>({ undo: null, redo: null });
  const [busy, setBusy] = useState(false);
  const changed = useAtomValue(structureChangedAtom);
  const bump = useSetAtom(structureChangedAtom);
  const setLogin = useSetAtom(loginDialogAtom);
  // spec 4: the result as the editor's alert (4000 ms, in a live region).
  const alert = useAlert();
  const say = useCallback(
    (kind: 'success' | 'error', message: string) => alert(kind, message),
    [alert],
  );

  const load = useCallback(
    () => client.structure.undoState(locale, undoScope(document, pageId)),
    [client, locale, pageId],
  );

  useEffect(() => {
    let live = true;
    load().then(
      (next) => live && setState(next),
      () => live && setState({ undo: null, redo: null }),
    );
    return () => {
      live = false;
    };
  }, [load, changed]);

  const run = useCallback(
    async (direction: Direction) => {
      if (busy) return;
      setBusy(true);
      try {
        const fresh = await load();
        const step = fresh[direction];
        if (!step) {
          setState(fresh);
          say(
            'error',
            text(
              locale,
              direction === 'undo' ? 'structure.undo.nothing' : 'structure.redo.nothing',
            ),
          );
          return;
        }
        const result = await client.structure.undo(locale, { direction, step });
        say('success', text(locale, `structure.${direction}.done.${result.kind}`));
        refresh();
      } catch (error) {
        if (error instanceof ConflictError) {
          say('error', text(locale, 'structure.undo.conflict'));
          refresh();
        } else if (error instanceof ValidationError)
          say(
            'error',
            text(
              locale,
              direction === 'undo' ? 'structure.undo.nothing' : 'structure.redo.nothing',
            ),
          );
        else {
          say('error', text(locale, 'structure.undo.failed'));
          if (error instanceof UnauthorizedError) setLogin({ open: true });
        }
      } finally {
        setBusy(false);
        bump((value) => value + 1);
      }
    },
    [busy, bump, client, load, locale, refresh, say, setLogin],
  );

  return { state, busy, run };
}
