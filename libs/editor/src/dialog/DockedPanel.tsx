import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useUNSAFE_PortalContext } from 'react-aria/PortalProvider';
import { Dialog as AriaDialog } from 'react-aria-components';
import { DialogHeader } from './DialogHeader';
import { initialPanelSize, storePanelSize, type PanelSide } from './panel-size';
import { PanelResizer } from './PanelResizer';
import { useDockedPage } from './use-docked-page';
import { usePanelSide } from './use-panel-side';
import styles from './DockedPanel.module.css';

export interface DockedPanelProps {
  /** The panel's title (its accessible name). */
  title: string;
  /** Escape, the close button: the owner decides (for example asks before discarding). */
  onCancel(): void;
  /** Text of the close button and of the resize handle below and beside the page (the owner's language). */
  closeLabel: string;
  resizeLabels: Record<PanelSide, string>;
  /** What the panel edits on the page: kept in view and marked while the panel is open. */
  target: HTMLElement | null;
  /** Where the focus goes on closing (a section's Edit button); else where it was on opening. */
  focusOnClose?: () => HTMLElement | null;
  children: ReactNode;
  testId?: string;
}

/**
 * DESIGN.md 8 (what you see is what you edit): a dialog docked beside the page (a bottom sheet in
 * narrow windows and on phones), never a modal over it: the page makes room, is laid out for the
 * width it keeps (the site's layouts follow the page's width, `aula-page`) and scrolls, the
 * edited element is brought into view there and marked. A dialog to screen readers, focused on
 * opening; Escape asks the owner; no focus trap (Tab leads on to the page); the focus returns on
 * closing. Its width or height is the editor's (dragged or set with the keyboard on its inner
 * edge), kept in this browser.
 */
export function DockedPanel({
  title,
  onCancel,
  closeLabel,
  resizeLabels,
  target,
  focusOnClose,
  children,
  testId,
}: DockedPanelProps) {
  const onCancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    onCancelRef.current = onCancel;
  });
  const side = usePanelSide();
  const [sizes, setSizes] = useState<Record<PanelSide, number>>(() => ({
    bottom: initialPanelSize('bottom', window.innerHeight),
    side: initialPanelSize('side', window.innerWidth),
  }));
  const size = sizes[side];
  useDockedPage(target, side, size, focusOnClose);
  const resize = (next: number) => {
    setSizes((before) => ({ ...before, [side]: next }));
    storePanelSize(side, next);
  };
  // Where React Aria opens its overlays: the end of the body (a story's own root in Storybook).
  const { getContainer } = useUNSAFE_PortalContext();
  const panel = useRef<HTMLElement>(null);
  // Escape from inside the panel (a native listener: React Aria's dialogs and menus opened from
  // it live at the end of the body and handle their own; CKEditor's balloons mark theirs handled).
  useEffect(() => {
    const element = panel.current;
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCancelRef.current();
    };
    element?.addEventListener('keydown', escape);
    return () => element?.removeEventListener('keydown', escape);
  }, []);
  return createPortal(
    <aside ref={panel} className={styles.panel} data-aula-docked-panel={side}>
      <PanelResizer side={side} size={size} onSize={resize} label={resizeLabels[side]} />
      <AriaDialog className={styles.frame} data-testid={testId} data-aula-dialog="">
        <DialogHeader title={title} closeLabel={closeLabel} onClose={() => onCancelRef.current()} />
        <div className={styles.body}>{children}</div>
      </AriaDialog>
    </aside>,
    getContainer?.() ?? document.body,
  );
}
