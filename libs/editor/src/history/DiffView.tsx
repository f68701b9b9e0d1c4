import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { text } from '../editor-text';
import type { DiffEntry } from './revision-diff';
import styles from './History.module.css';

export interface DiffViewProps {
  locale: Locale;
  entries: readonly DiffEntry[];
  /** The heading's id, so a region can be named by it. */
  headingId?: string;
}

/** One difference as a sentence in the editor's language. */
function summary(locale: Locale, entry: DiffEntry): string {
  switch (entry.kind) {
    case 'layout':
      return text(locale, 'history.diff.layout');
    case 'added':
      return text(locale, 'history.diff.added', { model: entry.label });
    case 'removed':
      return text(locale, 'history.diff.removed', { model: entry.label });
    case 'moved':
      return text(locale, 'history.diff.moved', {
        model: entry.label,
        fromColumn: entry.from.column,
        from: entry.from.position,
        toColumn: entry.to.column,
        to: entry.to.position,
      });
    case 'changed':
      return text(locale, 'history.diff.changed', { model: entry.label, field: entry.fieldLabel });
  }
}

/** A changed value: before struck through, after inserted (not by colour alone). */
export function BeforeAfter({
  locale,
  before,
  after,
}: {
  locale: Locale;
  before: string;
  after: string;
}) {
  return (
    <dl className={styles.values}>
      <dt>{text(locale, 'history.diff.before')}</dt>
      <dd>
        <del>{before || text(locale, 'history.diff.empty')}</del>
      </dd>
      <dt>{text(locale, 'history.diff.after')}</dt>
      <dd>
        <ins>{after || text(locale, 'history.diff.empty')}</ins>
      </dd>
    </dl>
  );
}

/** The differences of a section as a list of sentences (also inside a page's diff). */
export function DiffList({ locale, entries }: Pick<DiffViewProps, 'locale' | 'entries'>) {
  return (
    <ul className={styles.diffList}>
      {entries.map((entry, index) => (
        <li key={index} data-diff-kind={entry.kind}>
          {summary(locale, entry)}
          {entry.kind === 'changed' ? (
            <BeforeAfter locale={locale} before={entry.before} after={entry.after} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The frame of a diff: its heading (h3 in the section history, h4 inside a page's revision) and
 * "no differences" when there are none.
 */
export function DiffSection({
  locale,
  headingId,
  headingLevel,
  empty,
  children,
}: {
  locale: Locale;
  headingId?: string;
  headingLevel: 3 | 4;
  empty: boolean;
  children: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className={styles.diff} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {text(locale, 'history.diff.title')}
      </Heading>
      {empty ? <p>{text(locale, 'history.diff.none')}</p> : null}
      {children}
    </section>
  );
}

/**
 * DESIGN.md 8: the readable diff of two revisions of a section: a list of sentences (layout,
 * blocks added, removed, moved; fields changed with their old and new values side by side).
 */
export function DiffView({ locale, entries, headingId }: DiffViewProps) {
  return (
    <DiffSection
      locale={locale}
      headingId={headingId}
      headingLevel={3}
      empty={entries.length === 0}
    >
      <DiffList locale={locale} entries={entries} />
    </DiffSection>
  );
}
