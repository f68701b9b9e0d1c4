import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import { BeforeAfter, DiffList, DiffSection } from './DiffView';
import type { PageDiffEntry } from './page-revision-diff';
import styles from './History.module.css';

export interface PageDiffViewProps {
  locale: Locale;
  entries: readonly PageDiffEntry[];
  /** The heading's id, so the region is named by it. */
  headingId?: string;
}

/** One page difference as a sentence in the editor's language. */
function summary(locale: Locale, entry: PageDiffEntry): string {
  switch (entry.kind) {
    case 'field':
      return text(locale, 'history.page.fieldChanged', { field: entry.label });
    case 'sectionAdded':
      return text(locale, 'history.page.sectionAdded', { name: entry.name });
    case 'sectionRemoved':
      return text(locale, 'history.page.sectionRemoved', { name: entry.name });
    case 'sectionMoved':
      return text(locale, 'history.page.sectionMoved', {
        name: entry.name,
        from: entry.from,
        to: entry.to,
      });
    case 'sectionChanged':
      return text(locale, 'history.page.sectionChanged', { name: entry.name });
  }
}

/**
 * DESIGN.md 8: the readable diff of two revisions of a page: its fields with old and new values,
 * sections added, removed, moved, and per changed section what changed in it.
 */
export function PageDiffView({ locale, entries, headingId }: PageDiffViewProps) {
  return (
    <DiffSection
      locale={locale}
      headingId={headingId}
      headingLevel={4}
      empty={entries.length === 0}
    >
      <ul className={styles.diffList}>
        {entries.map((entry, index) => (
          <li key={index} data-diff-kind={entry.kind}>
            {summary(locale, entry)}
            {entry.kind === 'field' ? (
              <BeforeAfter locale={locale} before={entry.before} after={entry.after} />
            ) : null}
            {entry.kind === 'sectionChanged' ? (
              <DiffList locale={locale} entries={entry.entries} />
            ) : null}
          </li>
        ))}
      </ul>
    </DiffSection>
  );
}
