import { useSyncExternalStore } from 'react';
import type { PanelSide } from './panel-size';

/**
 * DESIGN.md 8: beside the page in a window of 64rem and wider (the site's large layout, where a
 * page beside the panel still has a tablet's width), a bottom sheet below that (phones).
 */
const besideThePage = '(min-width: 64rem)';

function subscribe(changed: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(besideThePage);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

const current = (): PanelSide =>
  typeof window.matchMedia === 'function' && window.matchMedia(besideThePage).matches
    ? 'side'
    : 'bottom';

/** Where the docked panel sits in this window, kept current as the window is resized. */
export function usePanelSide(): PanelSide {
  return useSyncExternalStore(subscribe, current, () => 'bottom');
}
