import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from '../state/chrome-store';
import { noteSitePagesShown } from './navigation-failure';
import { startsNavigation } from './navigation-start';
import {
  finishNavigationAtom,
  navigationLoadingAtom,
  startNavigationAtom,
} from './navigation-loading-atom';

/** Longest a navigation may take before the loading bar marks it failed (spec 4). */
export const navigationTimeout = 15_000;

/**
 * spec 4: the state of the loading bar of client-side navigation. It runs from a click on an
 * internal link (or `startNavigationAtom`, for programmatic navigation) until `location` (the
 * router's path and query) changes, and is marked failed when that takes too long or the
 * browser goes offline meanwhile. Any router works: pass its current location.
 */
export function useNavigationLoading(location: string): { loading: boolean; failed: boolean } {
  const state = useAtomValue(navigationLoadingAtom);
  const start = useSetAtom(startNavigationAtom);
  const finish = useSetAtom(finishNavigationAtom);

  useEffect(noteSitePagesShown, []);

  useEffect(() => {
    finish(false);
  }, [location, finish]);

  useEffect(() => {
    // Capture phase: a router's link prevents the default of its clicks before a bubbling listener sees them.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (anchor && startsNavigation(event, anchor, new URL(window.location.href))) start();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [start]);

  useEffect(() => {
    if (!state.loading) return;
    const fail = () => finish(true);
    const timer = window.setTimeout(fail, navigationTimeout);
    // spec 4 (online/offline is tracked): a page cannot arrive without a connection.
    window.addEventListener('offline', fail);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', fail);
    };
  }, [state.loading, finish]);

  return state;
}
