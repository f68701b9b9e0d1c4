import { blockDefinitions } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { memo, useCallback, useMemo } from 'react';
import { text } from '../editor-text';
import { BlockMoveMenu } from '../structure/BlockMoveMenu';
import type { BlockMove, BlockOrder } from '../structure/move-block';
import { SortableItem } from '../structure/SortableItem';
import { BlockCard } from './BlockCard';
import type { BlockFormHandle } from './block-forms';
import type { DraftBlock } from './section-draft';
import styles from './SectionDialog.module.css';

/** What a block of the dialog does to the draft: the same object for every block and render. */
export interface BlockActions {
  change(key: string, value: Record<string, unknown>): void;
  remove(key: string, removed: boolean): void;
  /** The block's form as it mounts (`null` as it unmounts), for the save's validation. */
  form(key: string, handle: BlockFormHandle | null): void;
  /** A Move menu choice; `name` is the block's name for the announcement. */
  move(key: string, move: BlockMove, name: string): void;
}

export interface BlockEntryProps {
  block: DraftBlock;
  /** Its place in its column (0-based) and the column's number of blocks. */
  index: number;
  count: number;
  /** The section's number of columns and layout index. */
  columns: number;
  layout: number;
  /** The keys and columns of all the section's blocks, for the Move menu. */
  order: BlockOrder;
  locale: Locale;
  generation: number;
  actions: BlockActions;
}

/** The order as an object that stays the same while no block moves, is added or removed. */
export function useBlockOrder(blocks: readonly DraftBlock[]): BlockOrder {
  const signature = blocks.map((block) => `${block.column}:${block.key}`).join('\n');
  return useMemo(
    () => ({
      blocks:
        signature === ''
          ? []
          : signature.split('\n').map((entry) => {
              const colon = entry.indexOf(':');
              return { column: Number(entry.slice(0, colon)), key: entry.slice(colon + 1) };
            }),
    }),
    [signature],
  );
}

/**
 * One block of the section dialog's columns: its sortable list item, card, Move menu and form.
 * DESIGN.md 8 (change to page): a keystroke changes one block of the draft, so only that block's
 * entry renders again; the others, their menus and forms are left as they are.
 */
function BlockEntryView({
  block,
  index,
  count,
  columns,
  layout,
  order,
  locale,
  generation,
  actions,
}: BlockEntryProps) {
  const { key } = block;
  const name = t(locale, blockDefinitions[block.model].label);
  const formRef = useCallback(
    (handle: BlockFormHandle | null) => actions.form(key, handle),
    [actions, key],
  );
  const onChange = useCallback(
    (value: Record<string, unknown>) => actions.change(key, value),
    [actions, key],
  );
  const onRemove = useCallback((removed: boolean) => actions.remove(key, removed), [actions, key]);
  const place = { block: name, number: index + 1, count, column: block.column + 1 };
  return (
    <SortableItem
      id={key}
      handleLabel={text(locale, 'structure.drag.block', place)}
      className={styles.block}
      data={{ 'data-aula-block': key }}
    >
      {(handle) => (
        <BlockCard
          block={block}
          locale={locale}
          number={place.number}
          count={count}
          generation={generation}
          layout={layout}
          formRef={formRef}
          onChange={onChange}
          onRemove={onRemove}
          handle={handle}
          moveMenu={
            <BlockMoveMenu
              locale={locale}
              draft={order}
              blockKey={key}
              columns={columns}
              name={text(locale, 'editor.block.position', {
                block: name,
                number: place.number,
                count,
              })}
              onMove={(move) => actions.move(key, move, name)}
            />
          }
        />
      )}
    </SortableItem>
  );
}

export const BlockEntry = memo(BlockEntryView);
