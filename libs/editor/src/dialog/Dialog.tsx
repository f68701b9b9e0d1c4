import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { DialogHeader } from './DialogHeader';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** The dialog's title (its accessible name). */
  title: string;
  /** Escape, the close button: the owner decides (for example asks before discarding). */
  onCancel(): void;
  children: ReactNode;
  /** Text of the close button (the owner's language). */
  closeLabel: string;
  /** Wide dialogs (the section editor) take most of the screen. */
  size?: 'wide' | 'narrow';
  /** Extra attributes for tests and styling. */
  testId?: string;
  /** A class of the owner's for the box (the admin's custom properties, which the body lacks). */
  className?: string;
}

/**
 * DESIGN.md 8: a modal dialog on React Aria's Modal and Dialog: the rest of the page is hidden
 * from screen readers and holds still, the focus stays inside and returns to where it was on
 * close, Escape asks the owner (`onCancel`). Mounted means open; a dialog opened from a dialog
 * stacks above it. Menus, lists and calendars opened inside are React Aria's too, so they stand
 * above it and stay reachable.
 */
export function Dialog({
  title,
  onCancel,
  children,
  closeLabel,
  size = 'narrow',
  testId,
  className = '',
}: DialogProps) {
  const onCancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    onCancelRef.current = onCancel;
  });
  return (
    <ModalOverlay
      isOpen
      className={styles.overlay}
      onOpenChange={(open) => {
        if (!open) onCancelRef.current();
      }}
    >
      <Modal className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''} ${className}`}>
        <AriaDialog className={styles.frame} data-testid={testId} data-aula-dialog="">
          <DialogHeader
            title={title}
            closeLabel={closeLabel}
            onClose={() => onCancelRef.current()}
          />
          <div className={styles.body}>{children}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
