import { useEffect, useRef } from 'react';
import { useAdmin } from '../admin-context';
import { keepAboveBar } from './keep-above-bar';
import styles from './ChangePage.module.css';

/** Where a change page's form is: untouched, changed, saving, saved or not saved (and why). */
export type SaveState = 'clean' | 'dirty' | 'saving' | 'saved' | 'invalid' | 'failed';

const statusText = {
  clean: null,
  dirty: 'admin.form.unsaved',
  saving: 'admin.form.saving',
  saved: 'admin.form.saved',
  invalid: 'admin.form.failed',
  failed: null,
} as const;

/**
 * DESIGN.md 9: the save bar of a change page, at the end of its form and held at the bottom of
 * the window while the form goes on below (sticky), at every width. It says where the form is
 * (a polite status; a failed save an alert) beside Save, the next stop of the keyboard after the
 * last field. A field that takes the focus behind the bar is scrolled above it.
 */
export function SaveBar({ state }: { state: SaveState }) {
  const { text } = useAdmin();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    const form = element?.closest('form');
    if (!element || !form) return undefined;
    const focused = (event: FocusEvent) => keepAboveBar(event.target, element);
    form.addEventListener('focusin', focused);
    return () => form.removeEventListener('focusin', focused);
  }, []);
  const status = statusText[state];
  return (
    <div ref={bar} className={styles.saveBar} data-state={state} data-aula-save-bar="">
      <p role="status" className={styles.saveStatus}>
        {status && text(status)}
      </p>
      {state === 'failed' && (
        <p role="alert" className={styles.saveError}>
          {text('admin.form.error')}
        </p>
      )}
      <button
        type="submit"
        className={styles.save}
        aria-disabled={state === 'saving' || undefined}
        aria-busy={state === 'saving' || undefined}
      >
        {text('admin.form.save')}
      </button>
    </div>
  );
}
