import { NotFoundError, UnauthorizedError } from '@aula/api-client';
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; unauthorized: boolean; notFound: boolean }
  | { status: 'ready'; data: T };

/**
 * Loads what a screen shows, again whenever `key` changes; `reload` asks again (the retry
 * button, after a save). A 401 is told apart (the session ended, the screen offers the login),
 * and so is a 404 (the entry does not exist: no retry can bring it).
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
): [Loaded<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          unauthorized: error instanceof UnauthorizedError,
          notFound: error instanceof NotFoundError,
        }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` says when what it loads changed.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, reload, replace];
}
