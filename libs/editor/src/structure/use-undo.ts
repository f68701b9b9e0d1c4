import {
  ConflictError,
  UnauthorizedError,
  ValidationError,
  type ApiClient,
  type UndoInput,
} from '@aula/api-client';
import { undoStateQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { text } from '../editor-text';
import { loginDialogAtom } from '../state/editor-atoms';
import { useSave } from '../query/use-save';
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
 * The state is the page editor's data: any save (a section, a move, an undo) asks for it again.
 */
const noSteps = { undo: null, redo: null } as const;

export function useUndo({ locale, client, pageId, refresh }: UndoOptions) {
  const query = useMemo(
    () => undoStateQuery(client, locale, pageId, () => undoScope(document, pageId)),
    [client, locale, pageId],
  );
  const state = useQuery(query).data ?? noSteps;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const setLogin = useSetAtom(loginDialogAtom);
  // spec 4: the result as the editor's alert (4000 ms, in a live region).
  const alert = useAlert();
  const nothing = useCallback(
    (direction: Direction) =>
      alert(
        'error',
        text(locale, direction === 'undo' ? 'structure.undo.nothing' : 'structure.redo.nothing'),
      ),
    [alert, locale],
  );
  const { mutateAsync: undo } = useSave('pageEditor', (input: UndoInput) =>
    client.structure.undo(locale, input),
  );

  const run = useCallback(
    async (direction: Direction) => {
      if (busy) return;
      setBusy(true);
      try {
        // The newest step first: another editor may have saved since the state was read.
        const step = (await queryClient.fetchQuery({ ...query, staleTime: 0 }))[direction];
        if (!step) return nothing(direction);
        const result = await undo({ direction, step });
        alert('success', text(locale, `structure.${direction}.done.${result.kind}`));
        refresh();
      } catch (error) {
        if (error instanceof ConflictError) {
          alert('error', text(locale, 'structure.undo.conflict'));
          refresh();
        } else if (error instanceof ValidationError) nothing(direction);
        else {
          alert('error', text(locale, 'structure.undo.failed'));
          if (error instanceof UnauthorizedError) setLogin({ open: true });
        }
        void queryClient.invalidateQueries({ queryKey: query.queryKey });
      } finally {
        setBusy(false);
      }
    },
    [alert, busy, locale, nothing, query, queryClient, refresh, setLogin, undo],
  );

  return { state, busy, run };
}
