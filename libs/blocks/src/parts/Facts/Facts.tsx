import type { ReactNode } from 'react';
import styles from './Facts.module.css';

/** One fact: its name and its value (text, a time, a link...). */
export interface Fact {
  term: string;
  /** Left out when empty (null, undefined, false or ''), so a fact the entity lacks never shows an empty row. */
  value: ReactNode;
  /** A test id on the value, for end-to-end tests that read one fact. */
  testId?: string;
}

export interface FactsProps {
  /** The name of the block for screen readers ("Auf einen Blick", translated by the caller). */
  label: string;
  facts: Fact[];
  /** What follows the list: a call to action ("Jetzt bewerben", "add to calendar"). */
  children?: ReactNode;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/**
 * Detail templates: the facts block of a detail page (date, time, place, category,
 * faculty, deadline, contact...) as a labelled complementary region with a description list,
 * then its call to action. The host places it beside the text from the large breakpoint.
 * Renders nothing when no fact has a value and there is no action.
 */
export function Facts({ label, facts, children }: FactsProps) {
  const shown = facts.filter(({ value }) => !isEmpty(value));
  if (shown.length === 0 && !children) return null;
  return (
    <aside className={`facts ${styles['facts']}`} aria-label={label}>
      {shown.length > 0 && (
        <dl className={styles['list']}>
          {shown.map(({ term, value, testId }) => (
            <div key={term} className={styles['fact']}>
              <dt className={styles['term']}>{term}</dt>
              <dd className={styles['value']} data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children && <div className={styles['actions']}>{children}</div>}
    </aside>
  );
}
