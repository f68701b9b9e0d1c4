import { blockDefinitions, sectionBlockModels, type SectionBlockModel } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useId } from 'react';
import { text } from '../editor-text';
import styles from './SectionDialog.module.css';

/**
 * spec 1/6: the toolbar blocks, plus Person List, in the order the spec names them: the section
 * block models of the registry, which keeps that order (`blockModels`).
 */
export const paletteModels: readonly SectionBlockModel[] = sectionBlockModels;

export interface BlockPaletteProps {
  locale: Locale;
  /** The column (0-based) a chosen block is added to. */
  column: number;
  onAdd(model: SectionBlockModel): void;
}

/** DESIGN.md 8: the block palette of one column: a button per block model, in a group named after the column. */
export function BlockPalette({ locale, column, onAdd }: BlockPaletteProps) {
  const id = useId();
  return (
    <div className={styles.palette} role="group" aria-labelledby={id} data-aula-palette={column}>
      <h4 id={id} className={styles.paletteTitle}>
        {text(locale, 'editor.palette.column', { number: column + 1 })}
      </h4>
      <ul className={styles.paletteList}>
        {paletteModels.map((model) => (
          <li key={model}>
            <button type="button" className={styles.paletteButton} onClick={() => onAdd(model)}>
              {t(locale, blockDefinitions[model].label)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
