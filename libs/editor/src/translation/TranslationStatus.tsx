import type { SectionTranslation } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useId } from 'react';
import { text } from '../editor-text';
import { itemText, summaryLines } from './translation-summary';
import type { TranslationStatusState } from './use-translation-status';
import styles from './TranslationStatus.module.css';

export interface TranslationStatusProps {
  locale: Locale;
  state: TranslationStatusState;
  /** The place of an entry's section on the page (1-based), for its link text. */
  sectionNumber(entry: SectionTranslation): number;
  /** Goes to the entry's section (opens it) or to the empty slot it belongs in. */
  onGo(entry: SectionTranslation): void;
}

/**
 * DESIGN.md 8: the page's translation status in the editor toolbar ("3 sections missing in
 * English"), a disclosure whose list links to each section concerned.
 */
export function TranslationStatus({ locale, state, sectionNumber, onGo }: TranslationStatusProps) {
  const listId = useId();
  if (state.kind !== 'ready') {
    return (
      <span className={styles.status} role="status">
        {state.kind === 'loading' ? text(locale, 'together.status.loading') : null}
      </span>
    );
  }
  const lines = summaryLines(locale, state.status);
  if (lines.length === 0) {
    return (
      <span className={styles.status} role="status" data-aula-translation-status="complete">
        {text(locale, 'together.status.complete')}
      </span>
    );
  }
  return (
    <details className={styles.menu} data-aula-translation-status="incomplete">
      <summary className={styles.summary} aria-controls={listId}>
        <span className="visually-hidden">{text(locale, 'together.status.label')}: </span>
        {lines.join(' · ')}
      </summary>
      <ul className={styles.list} id={listId}>
        {state.status.sections.map((entry) => (
          <li key={`${entry.section ?? ''}-${entry.counterpart ?? ''}-${entry.slug ?? ''}`}>
            <button type="button" className={styles.link} onClick={() => onGo(entry)}>
              {itemText(locale, entry, sectionNumber(entry))}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
