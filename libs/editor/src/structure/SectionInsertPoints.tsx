import type { Locale } from '@aula/routing';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { text } from '../editor-text';
import { editorHost, removeEditorHosts, useEditTargets } from '../section/edit-targets';
import styles from './SectionInsertPoints.module.css';

export interface SectionInsertPointsProps {
  locale: Locale;
  /** A new section before the section `before` (at the page's end when null). */
  onInsert(before: number | null): void;
  /** While a section is being added, the places wait. */
  busy?: boolean;
}

function InsertButton({ label, busy, onPress }: { label: string; busy: boolean; onPress(): void }) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={onPress}
    >
      <span aria-hidden="true">+</span>
    </button>
  );
}

/**
 * DESIGN.md 8 (adding where you look): in edit mode on a content page, a place to add a section
 * above each section and below the last. Each sits first in its section's reading order (the
 * last one's end place last), so keyboard users reach them in the order the page shows them.
 */
export function SectionInsertPoints({ locale, onInsert, busy = false }: SectionInsertPointsProps) {
  const sections = useEditTargets().filter((target) => target.kind === 'section');
  useEffect(
    () => () => {
      removeEditorHosts('insert-section');
      removeEditorHosts('insert-section-end');
    },
    [],
  );
  return sections.flatMap((section, index) => {
    const before = createPortal(
      <InsertButton
        label={text(locale, 'structure.insert.before', { number: index + 1 })}
        busy={busy}
        onPress={() => onInsert(section.id)}
      />,
      editorHost(section.element, 'insert-section', styles.before ?? '', 'start'),
      `before-${section.id}`,
    );
    if (index < sections.length - 1) return [before];
    const end = createPortal(
      <InsertButton
        label={text(locale, 'structure.insert.end')}
        busy={busy}
        onPress={() => onInsert(null)}
      />,
      editorHost(section.element, 'insert-section-end', styles.end ?? ''),
      'end',
    );
    return [before, end];
  });
}
