import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { editorHost, removeEditorHosts, useEditTargets } from './edit-targets';
import type { EditTarget } from './find-sections';
import { usePreloadRichText, usePrepareInView } from './section-preload';
import styles from './SectionControls.module.css';

const ignore = () => undefined;

export interface SectionControlsProps {
  locale: Locale;
  onEdit(id: number): void;
  /** A section is about to be opened (in view, pointed at, focused): its data is read ahead. */
  onPrepare?: ((id: number) => void) | undefined;
  onCreate(slot: Extract<EditTarget, { kind: 'slot' }>): void;
  /** While a section is being created, its button is busy. */
  busySlot?: HTMLElement | null;
}

/**
 * DESIGN.md 8: in edit mode, a button on every editable section ("Edit section") and on every
 * missing slot's placeholder ("Create section"). The host marks them (`data-aula-*`); the
 * page's one scan (`useEditTargets`) finds them again when the page re-renders.
 */
export function SectionControls({
  locale,
  onEdit,
  onPrepare = ignore,
  onCreate,
  busySlot = null,
}: SectionControlsProps) {
  const targets = useEditTargets();
  usePrepareInView(targets, onPrepare);
  usePreloadRichText();

  useEffect(() => {
    document.documentElement.classList.add(styles.editMode ?? 'aula-edit-mode');
    return () => {
      document.documentElement.classList.remove(styles.editMode ?? 'aula-edit-mode');
      removeEditorHosts('controls');
    };
  }, []);

  return targets.map((target) =>
    createPortal(
      target.kind === 'section' ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => onEdit(target.id)}
          onPointerEnter={() => onPrepare(target.id)}
          onFocus={() => onPrepare(target.id)}
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
      editorHost(target.element, 'controls', styles.host ?? ''),
      target.kind === 'section' ? `s${target.id}` : `p${target.slug ?? ''}${target.pageId ?? ''}`,
    ),
  );
}
