import type { KeyboardEvent, PointerEvent } from 'react';
import {
  clampPanelSize,
  largestPanel,
  panelSizeLimits,
  windowExtent,
  type PanelSide,
} from './panel-size';
import styles from './DockedPanel.module.css';

export interface PanelResizerProps {
  side: PanelSide;
  size: number;
  onSize(size: number): void;
  label: string;
}

/**
 * DESIGN.md 8: the docked panel's inner edge, a window splitter (WAI-ARIA): dragged with the
 * pointer, or focused and moved with the arrow keys (towards the page makes the panel larger:
 * up below the page, left beside it), Home and End.
 */
export function PanelResizer({ side, size, onSize, label }: PanelResizerProps) {
  const extent = () => windowExtent(side);
  const set = (next: number) => onSize(clampPanelSize(side, next, extent()));
  const { step } = panelSizeLimits;
  const [larger, smaller] =
    side === 'bottom' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const keys: Record<string, () => number> = {
    [larger]: () => size + step,
    [smaller]: () => size - step,
    Home: () => panelSizeLimits.min[side],
    End: () => largestPanel(side, extent()),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    set(next());
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    set(extent() - (side === 'bottom' ? event.clientY : event.clientX));
  };
  // A focusable separator is the WAI-ARIA window splitter, an interactive widget (the lint rules
  // know only the static separator).
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={label}
      aria-orientation={side === 'bottom' ? 'horizontal' : 'vertical'}
      aria-valuemin={panelSizeLimits.min[side]}
      aria-valuemax={largestPanel(side, typeof window === 'undefined' ? 0 : extent())}
      aria-valuenow={size}
      className={styles.resizer}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
    />
  );
}
