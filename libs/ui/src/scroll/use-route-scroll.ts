import { useEffect } from 'react';
import { useReducedMotion } from '../motion/use-media-query';
import { scrollToHash } from './scroll-to-hash';

/**
 * spec 2: a new page (a new `path`) starts at the top, or at its hash target when the URL has
 * one; later hash changes scroll to their target too.
 */
export function useRouteScroll(path: string): void {
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const hash = window.location.hash;
    if (hash) return scrollToHash(hash, !reducedMotion);
    window.scrollTo({ top: 0, behavior: 'auto' });
    return undefined;
  }, [path, reducedMotion]);

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
