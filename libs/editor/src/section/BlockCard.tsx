import { blockDefinitions } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { ReactNode, Ref } from 'react';
import { text } from '../editor-text';
import { BlockForm, type BlockFormHandle } from './block-forms';
import type { DraftBlock } from './section-draft';
import styles from './SectionDialog.module.css';

export interface BlockCardProps {
  block: DraftBlock;
  locale: Locale;
  /** Its place among the column's blocks (1-based) and their number. */
  number: number;
  count: number;
  /** Remounts the form when the draft is replaced (conflict reload, restore). */
  generation: number;
  formRef: Ref<BlockFormHandle>;
  /** The section's layout index (with the block's column: the rules of its place, spec 5). */
  layout?: number;
  onChange(value: Record<string, unknown>): void;
  onRemove(removed: boolean): void;
  /** DESIGN.md 8: the drag handle and the Move menu (the non-drag alternative of WCAG 2.5.7). */
  handle?: ReactNode;
  moveMenu?: ReactNode;
}

/**
 * One block of the section dialog (inside its sortable list item): its name and place, its
 * drag handle and Move menu, remove (with undo until the save), and its form.
 */
export function BlockCard({
  block,
  locale,
  number,
  count,
  generation,
  formRef,
  layout = 0,
  onChange,
  onRemove,
  handle,
  moveMenu,
}: BlockCardProps) {
  const name = t(locale, blockDefinitions[block.model].label);
  const heading = text(locale, 'editor.block.position', { block: name, number, count });
  if (block.removed) {
    return (
      <div className={styles.removed}>
        <p>{text(locale, 'editor.block.removed', { block: name })}</p>
        <button type="button" className={styles.button} onClick={() => onRemove(false)}>
          {t(locale, 'editor.block.undo')}
        </button>
      </div>
    );
  }
  return (
    <>
      <div className={styles.blockBar}>
        {handle}
        <h4 className={styles.blockTitle}>{heading}</h4>
        <div className={styles.blockActions} role="group" aria-label={heading}>
          {moveMenu}
          <button type="button" className={styles.button} onClick={() => onRemove(true)}>
            {t(locale, 'editor.block.remove')}
          </button>
        </div>
      </div>
      <BlockForm
        key={generation}
        ref={formRef}
        model={block.model}
        defaultValue={block.value}
        idPrefix={`aula-${block.key}`}
        locale={locale}
        {...(block.module ? { module: block.module } : {})}
        problem={block.problem}
        placement={{ layout, column: block.column }}
        onChange={(value) => onChange(value)}
      />
    </>
  );
}
