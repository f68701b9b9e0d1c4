import type { KeyboardEvent, PointerEvent } from 'react';
import { clampPanelHeight, panelHeightLimits, tallestPanel } from './panel-height';
import styles from './DockedPanel.module.css';

export interface PanelResizerProps {
  height: number;
  onHeight(height: number): void;
  label: string;
}

/**
 * DESIGN.md 8: the docked panel's top edge, a window splitter (WAI-ARIA): dragged with the
 * pointer, or focused and moved with the arrow keys (up makes the panel taller), Home and End.
 */
export function PanelResizer({ height, onHeight, label }: PanelResizerProps) {
  const windowHeight = () => window.innerHeight;
  const set = (next: number) => onHeight(clampPanelHeight(next, windowHeight()));
  const keys: Record<string, () => number> = {
    ArrowUp: () => height + panelHeightLimits.step,
    ArrowDown: () => height - panelHeightLimits.step,
    Home: () => panelHeightLimits.min,
    End: () => tallestPanel(windowHeight()),
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
    set(windowHeight() - event.clientY);
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
      aria-orientation="horizontal"
      aria-valuemin={panelHeightLimits.min}
      aria-valuemax={tallestPanel(typeof window === 'undefined' ? 0 : windowHeight())}
      aria-valuenow={height}
      className={styles.resizer}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
    />
  );
}
