import { blockDefinitions } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { Ref } from 'react';
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
  onMove(step: -1 | 1): void;
  onRemove(removed: boolean): void;
}

/**
 * One block of the section dialog: its name and place, move up/down and remove (with undo
 * until the save: DESIGN.md 8, the non-drag alternative of WCAG 2.5.7), and its form.
 */
export function BlockCard({ block, locale, number, count, generation, formRef, layout = 0, onChange, onMove, onRemove }: BlockCardProps) {
  const name = t(locale, blockDefinitions[block.model].label);
  const heading = text(locale, 'editor.block.position', { block: name, number, count });
  if (block.removed) {
    return (
      <li className={`${styles.block} ${styles.removed}`} data-aula-block={block.key}>
        <p>{text(locale, 'editor.block.removed', { block: name })}</p>
        <button type="button" className={styles.button} onClick={() => onRemove(false)}>
          {t(locale, 'editor.block.undo')}
        </button>
      </li>
    );
  }
  return (
    <li className={styles.block} data-aula-block={block.key}>
      <div className={styles.blockBar}>
        <h4 className={styles.blockTitle}>{heading}</h4>
        <div className={styles.blockActions} role="group" aria-label={heading}>
          <button type="button" className={styles.button} disabled={number === 1} onClick={() => onMove(-1)}>
            {t(locale, 'editor.block.moveUp')}
          </button>
          <button type="button" className={styles.button} disabled={number === count} onClick={() => onMove(1)}>
            {t(locale, 'editor.block.moveDown')}
          </button>
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
    </li>
  );
}
