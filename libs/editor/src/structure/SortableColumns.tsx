import {
  DndContext,
  closestCorners,
  useDroppable,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Locale } from '@aula/routing';
import { useMemo, useState, type ReactNode } from 'react';
import { text } from '../editor-text';
import type { DraftBlock } from '../section/section-draft';
import { blockAnnouncements, columnDropId, landing } from './block-announcements';
import { useDropPlaceMeasuring } from './dnd-measuring';
import { useSortableSensors } from './sortable-sensors';

export interface SortableColumnsProps {
  locale: Locale;
  blocks: readonly DraftBlock[];
  columns: number;
  /** Puts block `key` at `index` of `column` (while dragging across columns, and on drop). */
  onMove(key: string, column: number, index: number): void;
  /** A cancelled drag puts the blocks back as they were when it started. */
  onRestore(blocks: DraftBlock[]): void;
  /** One column: its blocks (as sortable items) inside the drop zone `list`. */
  renderColumn(
    column: number,
    blocks: DraftBlock[],
    list: (children: ReactNode, className?: string) => ReactNode,
  ): ReactNode;
}

/** A column's list of blocks, a drop target also when empty. */
function ColumnList({
  column,
  ids,
  children,
  className,
}: {
  column: number;
  ids: string[];
  children: ReactNode;
  className?: string | undefined;
}) {
  const { setNodeRef } = useDroppable({ id: columnDropId(column) });
  // The same list while the keys stay the same (a keystroke in a form): a new one would render
  // every sortable block again.
  const signature = ids.join('\n');
  const items = useMemo(() => (signature === '' ? [] : signature.split('\n')), [signature]);
  return (
    <SortableContext id={columnDropId(column)} items={items} strategy={verticalListSortingStrategy}>
      <ol ref={setNodeRef} className={className} data-aula-column-list={column}>
        {children}
      </ol>
    </SortableContext>
  );
}

/**
 * DESIGN.md 8: the section dialog's columns as sortable lists (`@dnd-kit`): a block is dragged by
 * its handle with the pointer or the keyboard (Space, arrows, Space), within its column or into
 * another, with live announcements in the editor's language.
 */
export function SortableColumns({
  locale,
  blocks,
  columns,
  onMove,
  onRestore,
  renderColumn,
}: SortableColumnsProps) {
  const measuring = useDropPlaceMeasuring();
  const sensors = useSortableSensors();
  // The blocks when the drag began: a cancel puts them back, and its announcement names that place.
  const [start, setStart] = useState<DraftBlock[] | null>(null);
  const announcements = blockAnnouncements(locale, blocks, start);

  const over = ({ active, over: target }: DragOverEvent) => {
    if (!target) return;
    const place = landing(blocks, active.id, target.id);
    const block = blocks.find((candidate) => candidate.key === active.id);
    // Into another column while dragging, so the lists make room where the block would land.
    if (place && block && place.column !== block.column)
      onMove(block.key, place.column, place.index);
  };
  const end = ({ active, over: target }: DragEndEvent) => {
    setStart(null);
    if (!target) return;
    const place = landing(blocks, active.id, target.id);
    if (place) onMove(String(active.id), place.column, place.index);
  };

  return (
    <DndContext
      measuring={measuring}
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: text(locale, 'structure.drag.instructions') },
      }}
      onDragStart={() => setStart([...blocks])}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => {
        if (start) onRestore(start);
        setStart(null);
      }}
    >
      {Array.from({ length: columns }, (_, column) => {
        const inColumn = blocks.filter((block) => block.column === column);
        return renderColumn(column, inColumn, (children, className) => (
          <ColumnList
            key={column}
            column={column}
            ids={inColumn.map((block) => block.key)}
            className={className}
          >
            {children}
          </ColumnList>
        ));
      })}
    </DndContext>
  );
}
