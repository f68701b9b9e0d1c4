import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page
 * inert (the focus stays inside), Escape asks the owner (`onCancel`), and on close the focus
 * returns to where it was when the dialog opened. Mounted means open.
 */
export function Dialog({
  title,
  onCancel,
  children,
  closeLabel,
  size = 'narrow',
  testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    onCancelRef.current = onCancel;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without showModal (and jsdom) still get an open dialog, without the inert backdrop.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const cancel = (event: Event) => {
      event.preventDefault();
      onCancelRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={() => onCancelRef.current()}>
          {closeLabel}
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
