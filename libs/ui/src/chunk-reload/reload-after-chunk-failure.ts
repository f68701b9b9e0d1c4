import { useEffect } from 'react';

/** spec 8, 9: after a script of the site failed to load, the page reloads at most this often. */
export const chunkReloadIntervalMs = 60_000;

const lastReloadKey = 'aula-chunk-reload';

const chunkFailureMessages = [
  /Loading (CSS )?chunk \S+ failed/i,
  /Failed to load chunk/i,
  /dynamically imported module/i,
  /Importing a module script failed/i,
];

/**
 * Whether an error is a script or stylesheet of the site that did not load: a new release
 * replaced the files an open page still asks for, or the network dropped it. The messages are
 * those of webpack and Turbopack (ChunkLoadError) and of the browsers' dynamic `import()`.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailureMessages.some((m) => m.test(error.message));
}

export interface ChunkReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  reload?: () => void;
}

/**
 * spec 8, 9: reloads the page when `error` is a failed chunk load, at most once per 60 seconds
 * (the time of the last reload is kept for the tab in sessionStorage, so a file that stays
 * missing shows the error page instead of reloading forever). Answers whether it reloaded.
 */
export function reloadAfterChunkFailure(
  error: unknown,
  {
    storage = globalThis.sessionStorage,
    now = Date.now(),
    reload = () => window.location.reload(),
  }: ChunkReloadOptions = {},
): boolean {
  if (!isChunkLoadFailure(error)) return false;
  try {
    const last = storage.getItem(lastReloadKey);
    if (last !== null && now - Number(last) < chunkReloadIntervalMs) return false;
    storage.setItem(lastReloadKey, String(now));
  } catch {
    // No storage (a privacy mode): without a record of the last reload, never risk a loop.
    return false;
  }
  reload();
  return true;
}

/** `reloadAfterChunkFailure` for an error boundary, once its error is shown. */
export function useReloadAfterChunkFailure(error: unknown): void {
  useEffect(() => {
    reloadAfterChunkFailure(error);
  }, [error]);
}
