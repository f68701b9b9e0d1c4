import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { blockDefinitions } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import type { DraftBlock } from '../section/section-draft';

/** The droppable id of a column (an empty column is a drop target too). */
export const columnDropId = (column: number) => `column-${column}`;
const columnOfDropId = (id: UniqueIdentifier) =>
  typeof id === 'string' && id.startsWith('column-') ? Number(id.slice(7)) : undefined;

/** Where the dragged block would land over `overId`: its column, 0-based index and the column's count with it. */
export function landing(
  blocks: readonly DraftBlock[],
  activeKey: UniqueIdentifier,
  overId: UniqueIdentifier,
): { column: number; index: number; count: number } | undefined {
  const active = blocks.find((block) => block.key === activeKey);
  if (!active) return undefined;
  const dropColumn = columnOfDropId(overId);
  const over = blocks.find((block) => block.key === overId);
  const column = dropColumn ?? over?.column;
  if (column === undefined) return undefined;
  const others = blocks.filter((block) => block.column === column && block.key !== activeKey);
  const index = over
    ? Math.max(0, blocks.filter((block) => block.column === column).indexOf(over))
    : others.length;
  return { column, index: Math.min(index, others.length), count: others.length + 1 };
}

/**
 * DESIGN.md 8: what a screen reader hears while a block is dragged, in the editor's language
 * ("Block Text moved to position 3 of 5, column 2"). `blocks` is the draft as it is now (the
 * drag moves blocks between columns as it goes); `start` the blocks when the drag began.
 */
export function blockAnnouncements(
  locale: Locale,
  blocks: readonly DraftBlock[],
  start: readonly DraftBlock[] | null,
): Announcements {
  const name = (key: UniqueIdentifier, from = blocks) => {
    const block = from.find((candidate) => candidate.key === key);
    return block ? t(locale, blockDefinitions[block.model].label) : '';
  };
  const say = (
    key: Parameters<typeof text>[1],
    active: UniqueIdentifier,
    over: UniqueIdentifier | undefined,
    from = blocks,
  ) => {
    const place = over === undefined ? undefined : landing(from, active, over);
    return place
      ? text(locale, key, {
          block: name(active, from),
          number: place.index + 1,
          count: place.count,
          column: place.column + 1,
        })
      : undefined;
  };
  return {
    onDragStart: ({ active }) => say('structure.announce.pickedBlock', active.id, active.id),
    // Hovering its own place says nothing new after "picked up".
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : say('structure.announce.movedBlock', active.id, over?.id),
    onDragEnd: ({ active, over }) => say('structure.announce.droppedBlock', active.id, over?.id),
    onDragCancel: ({ active }) =>
      say('structure.announce.cancelledBlock', active.id, active.id, start ?? blocks),
  };
}
