/** DESIGN.md 8: the docked panel's height, as the editor last left it (this browser). */
const storageKey = 'aula-editor-panel-height';

export const panelHeightLimits = { min: 200, step: 32 } as const;

/** The tallest the panel may be: the page keeps at least a sixth of the window above it. */
export function tallestPanel(windowHeight: number): number {
  return Math.max(panelHeightLimits.min, Math.round(windowHeight * (5 / 6)));
}

export function clampPanelHeight(height: number, windowHeight: number): number {
  const lowest = panelHeightLimits.min;
  return Math.min(tallestPanel(windowHeight), Math.max(lowest, Math.round(height)));
}

/** The stored height, or a little over half of the window. */
export function initialPanelHeight(windowHeight: number): number {
  const stored = Number(globalThis.localStorage?.getItem(storageKey));
  return clampPanelHeight(stored > 0 ? stored : windowHeight * 0.55, windowHeight);
}

export function storePanelHeight(height: number): void {
  try {
    globalThis.localStorage?.setItem(storageKey, String(height));
  } catch {
    // Private windows may refuse storage: the height is kept for this panel only.
  }
}
