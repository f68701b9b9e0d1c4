import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import { blockMoves, type BlockMove, type BlockOrder } from './move-block';
import { MoveMenu } from './MoveMenu';

export interface BlockMoveMenuProps {
  locale: Locale;
  draft: BlockOrder;
  blockKey: string;
  columns: number;
  /** The block's name and place, for the button's accessible name ("Move Text (2 of 3)"). */
  name: string;
  onMove(move: BlockMove): void;
}

const labelKey = {
  up: 'structure.move.up',
  down: 'structure.move.down',
  top: 'structure.move.top',
  bottom: 'structure.move.bottom',
  column: 'structure.move.column',
} as const;

/**
 * WCAG 2.5.7 (DESIGN.md 8): the Move menu of one block: up, down, top, bottom, to another column.
 */
export function BlockMoveMenu({
  locale,
  draft,
  blockKey,
  columns,
  name,
  onMove,
}: BlockMoveMenuProps) {
  const options = blockMoves(draft, blockKey, columns).map((move) => ({
    id: `${move.kind}-${move.column}`,
    label: text(locale, labelKey[move.kind], { column: move.column + 1 }),
    onSelect: () => onMove(move),
  }));
  return (
    <MoveMenu
      buttonText={text(locale, 'structure.move.button')}
      label={text(locale, 'structure.move.label', { name })}
      options={options}
    />
  );
}
