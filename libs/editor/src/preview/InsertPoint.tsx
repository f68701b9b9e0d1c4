import { blockDefinitions, type SectionBlockModel } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { memo } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { popoverLayer } from '../dialog/popover-layer';
import { paletteModels } from '../section/BlockPalette';
import styles from './InsertPoint.module.css';

export interface InsertPointProps {
  locale: Locale;
  /** Its accessible name: where the block goes ("Insert a block here, before Text (2 of 3)"). */
  label: string;
  /** Where a chosen block goes: its column, before block `before` (`null`: the column's end). */
  column: number;
  before: string | null;
  onInsert(model: SectionBlockModel, column: number, before: string | null): void;
}

/**
 * DESIGN.md 8 (adding where you look): a place between the blocks of the section on the page.
 * Its "+" opens the block palette there as a menu (ARIA menu button: arrow keys, typing, Escape);
 * in the page's tab order, so keyboard users reach the places in the order they are shown.
 */
function InsertPointView({ locale, label, column, before, onInsert }: InsertPointProps) {
  return (
    <div className={styles.point} data-aula-insert-point="">
      <MenuTrigger>
        <Button className={styles.button} aria-label={label}>
          <span aria-hidden="true">+</span>
        </Button>
        <Popover className={styles.popover} placement="bottom" offset={4} style={popoverLayer}>
          <Menu
            className={styles.menu}
            aria-label={t(locale, 'editor.palette.title')}
            onAction={(model) => onInsert(model as SectionBlockModel, column, before)}
          >
            {paletteModels.map((model) => (
              <MenuItem key={model} id={model} className={styles.item}>
                {t(locale, blockDefinitions[model].label)}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}

/**
 * DESIGN.md 8 (change to page): the page's section renders again with each keystroke in the
 * panel; its places (React Aria menu buttons) render again only when one of them changes.
 */
export const InsertPoint = memo(InsertPointView);
