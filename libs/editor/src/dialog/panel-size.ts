/**
 * DESIGN.md 8: the docked panel's size, as the editor last left it (this browser): its height as a
 * bottom sheet (phones, narrow windows), its width beside the page (from 64rem).
 */
export type PanelSide = 'bottom' | 'side';

const storageKeys: Record<PanelSide, string> = {
  bottom: 'aula-editor-panel-height',
  side: 'aula-editor-panel-width',
};

export const panelSizeLimits = { step: 32, min: { bottom: 200, side: 320 } } as const;

/** The window's extent the size is measured in: its height below the page, its width beside. */
export function windowExtent(side: PanelSide): number {
  return side === 'bottom' ? window.innerHeight : window.innerWidth;
}

/**
 * The largest the panel may be: below the page, the page keeps a sixth of the window; beside it,
 * the page keeps a phone's width (22.5rem), where its layouts still read.
 */
export function largestPanel(side: PanelSide, extent: number): number {
  const largest = side === 'bottom' ? Math.round(extent * (5 / 6)) : extent - 360;
  return Math.max(panelSizeLimits.min[side], largest);
}

export function clampPanelSize(side: PanelSide, size: number, extent: number): number {
  const smallest = panelSizeLimits.min[side];
  return Math.min(largestPanel(side, extent), Math.max(smallest, Math.round(size)));
}

/** The stored size, or a little over half of the window's height, or 36% of its width. */
export function initialPanelSize(side: PanelSide, extent: number): number {
  const stored = Number(globalThis.localStorage?.getItem(storageKeys[side]));
  const preset = side === 'bottom' ? extent * 0.55 : Math.max(extent * 0.36, 420);
  return clampPanelSize(side, stored > 0 ? stored : preset, extent);
}

export function storePanelSize(side: PanelSide, size: number): void {
  try {
    globalThis.localStorage?.setItem(storageKeys[side], String(size));
  } catch {
    // Private windows may refuse storage: the size is kept for this panel only.
  }
}
