import { useEffect, useRef } from 'react';
import { useSetAtom } from '../state/chrome-store';
import { headerHiddenAtom } from '../state/chrome-atoms';

/** spec 2: how the header reacts to scrolling, a per-page setting. */
export type HeaderBehaviour = 'hide' | 'resize' | 'default';

/** spec 9: the header hides only past 50 px (plus the breaking news above it). */
export const headerHideOffset = 50;

/** The scroll position past which scrolling down hides the header, or null if it never hides. */
export function headerHideThreshold(
  behaviour: HeaderBehaviour,
  breakingNewsHeight: number,
  windowHeight: number,
): number | null {
  if (behaviour === 'hide') return headerHideOffset + breakingNewsHeight;
  if (behaviour === 'resize') return windowHeight / 4;
  return null;
}

/**
 * spec 4/9: hides the header (headerHiddenAtom) when scrolling down past the threshold of the
 * behaviour and shows it again on scrolling up. `default` keeps the header in place.
 */
export function useHeaderHide(behaviour: HeaderBehaviour, breakingNewsHeight = 0): void {
  const setHidden = useSetAtom(headerHiddenAtom);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const threshold = headerHideThreshold(behaviour, breakingNewsHeight, window.innerHeight);
      if (threshold === null || y <= threshold) setHidden(false);
      else if (y > lastY.current) setHidden(true);
      else if (y < lastY.current) setHidden(false);
      lastY.current = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [behaviour, breakingNewsHeight, setHidden]);
}
