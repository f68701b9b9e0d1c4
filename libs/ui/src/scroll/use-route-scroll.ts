import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../motion/use-media-query';
import { scrollToHash } from './scroll-to-hash';

/** Where the visitor was on each address of this tab: Back and Forward return there. */
const visited = new Map<string, number>();
const addressNow = () => `${window.location.pathname}${window.location.search}`;

/** Remembers the scroll position per address, and whether the next page comes from Back/Forward. */
function useVisitedPositions() {
  const traversing = useRef(false);
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        visited.set(addressNow(), window.scrollY);
      });
    };
    const onPopState = () => (traversing.current = true);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return traversing;
}

/**
 * spec 2: a new page (a new `path`) starts at the top, or at its hash target when the URL has
 * one; later hash changes scroll to their target too. Back and Forward return to where the
 * visitor was on that address (a list with its loaded pages keeps its place, spec 4); the first
 * page of a document keeps the place the browser restores on reload or return.
 */
export function useRouteScroll(path: string): void {
  const reducedMotion = useReducedMotion();
  const traversing = useVisitedPositions();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const first = shownPath.current === null;
    const newPage = shownPath.current !== path;
    shownPath.current = path;
    const back = traversing.current;
    traversing.current = false;
    const hash = window.location.hash;
    if (hash) return scrollToHash(hash, !reducedMotion);
    if (first || !newPage) return undefined;
    window.scrollTo({ top: back ? (visited.get(addressNow()) ?? 0) : 0, behavior: 'auto' });
    return undefined;
  }, [path, reducedMotion, traversing]);

  useEffect(() => {
    let cancel = () => undefined as void;
    const onHashChange = () => {
      cancel();
      cancel = scrollToHash(window.location.hash, !reducedMotion);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      cancel();
    };
  }, [reducedMotion]);
}
