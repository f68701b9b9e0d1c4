import { useEffect } from 'react';

/** spec 9: link prefetch waits for the browser to be idle, at most this long. */
export const prefetchIdleTimeout = 2000;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** spec 9: prefetching is skipped on 2g or save-data connections and when offline. */
export function canPrefetch(
  nav: Navigator & { connection?: NetworkInformation } = navigator,
): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  return !(connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g'));
}

/** Calls `prefetch(href)` once the browser is idle (or after 2000 ms at the latest). */
export function usePrefetchOnIdle(
  href: string,
  prefetch: ((href: string) => void) | undefined,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled || !prefetch) return;
    const run = () => {
      if (canPrefetch()) prefetch(href);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: prefetchIdleTimeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, prefetchIdleTimeout);
    return () => window.clearTimeout(id);
  }, [href, prefetch, enabled]);
}
