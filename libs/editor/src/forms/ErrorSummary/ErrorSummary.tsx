import type { Locale } from '@aula/routing';
import { useEffect, useRef } from 'react';
import type { ErrorSummaryItem } from '../error-summary-items';
import { formText } from '../form-text';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryProps {
  locale: Locale;
  items: ErrorSummaryItem[];
}

/** Moves focus to the field a summary link names (an anchor alone would scroll, not focus). */
function focusTarget(href: string) {
  const target = document.getElementById(href.slice(1));
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * DESIGN.md 8: the list of faulty fields at the top of the section form, each linking to its
 * field. It takes focus when it appears, so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({ locale, items }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby="aula-error-summary-title"
    >
      <h2 className={styles.title} id="aula-error-summary-title">
        {formText(locale)('editorForms.errorSummary.title')}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.href}-${item.text}`}>
            <a
              href={item.href}
              onClick={(event) => {
                if (focusTarget(item.href)) event.preventDefault();
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
