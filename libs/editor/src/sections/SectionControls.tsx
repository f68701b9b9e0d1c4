import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { findEditTargets, type EditTarget } from './find-sections';
import styles from './SectionControls.module.css';

export interface SectionControlsProps {
  locale: Locale;
  onEdit(id: number): void;
  onCreate(slot: Extract<EditTarget, { kind: 'slot' }>): void;
  /** While a section is being created, its button is busy. */
  busySlot?: HTMLElement | null;
}

const sameTargets = (a: EditTarget[], b: EditTarget[]) =>
  a.length === b.length && a.every((target, index) => target.element === b[index]?.element);

/** The element inside a section that holds the editor's button (added once, kept across re-renders). */
function controlsHost(section: HTMLElement): HTMLElement {
  const existing = [...section.children].find(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && child.dataset['aulaControls'] !== undefined,
  );
  if (existing) return existing;
  const host = document.createElement('div');
  host.dataset['aulaControls'] = '';
  host.className = styles.host ?? '';
  section.append(host);
  return host;
}

/**
 * DESIGN.md 8: in edit mode, a button on every editable section ("Edit section") and on every
 * missing slot's placeholder ("Create section"). The host marks them (`data-aula-*`); a
 * mutation observer finds them again when the page re-renders (after a save, on navigation).
 */
export function SectionControls({
  locale,
  onEdit,
  onCreate,
  busySlot = null,
}: SectionControlsProps) {
  const [targets, setTargets] = useState<EditTarget[]>([]);

  useEffect(() => {
    document.documentElement.classList.add(styles.editMode ?? 'aula-edit-mode');
    let frame = 0;
    const scan = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setTargets((current) => {
          const found = findEditTargets(document);
          return sameTargets(current, found) ? current : found;
        }),
      );
    };
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      document.documentElement.classList.remove(styles.editMode ?? 'aula-edit-mode');
      for (const host of document.querySelectorAll('[data-aula-controls]')) host.remove();
    };
  }, []);

  return targets.map((target) =>
    createPortal(
      target.kind === 'section' ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => onEdit(target.id)}
          data-aula-edit-section={target.id}
        >
          {t(locale, 'editor.section.edit')}
        </button>
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={() => onCreate(target)}
          disabled={busySlot === target.element}
          data-aula-create-section=""
        >
          {t(locale, 'editor.section.create')}
        </button>
      ),
      controlsHost(target.element),
      target.kind === 'section' ? `s${target.id}` : `p${target.slug ?? ''}${target.pageId ?? ''}`,
    ),
  );
}
