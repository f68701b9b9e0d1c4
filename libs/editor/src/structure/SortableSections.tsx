import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Locale } from '@aula/routing';
import { useState, type ReactNode } from 'react';
import { text } from '../editor-text';
import { sectionAnnouncements } from './section-announcements';
import { SortableItem } from './SortableItem';
import styles from './Structure.module.css';
import { useDropPlaceMeasuring } from './dnd-measuring';
import { useSortableSensors } from './sortable-sensors';

export interface SortableSectionsProps {
  locale: Locale;
  order: readonly number[];
  name(id: number): string;
  /** A drop (pointer or keyboard) with the new order. */
  onReorder(order: number[]): void;
  /** One row's content, given its drag handle. */
  renderRow(id: number, index: number, handle: ReactNode): ReactNode;
}

/**
 * DESIGN.md 8: the page's sections as one sortable list (`@dnd-kit`), dragged by their handles with
 * the pointer or the keyboard, announced in the editor's language.
 */
export function SortableSections({
  locale,
  order,
  name,
  onReorder,
  renderRow,
}: SortableSectionsProps) {
  const measuring = useDropPlaceMeasuring();
  const sensors = useSortableSensors();
  const [start, setStart] = useState<number[] | null>(null);
  const end = ({ active, over }: DragEndEvent) => {
    setStart(null);
    const from = order.indexOf(Number(active.id));
    const to = over ? order.indexOf(Number(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) onReorder(arrayMove([...order], from, to));
  };
  return (
    <DndContext
      measuring={measuring}
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: sectionAnnouncements(locale, order, name, start),
        screenReaderInstructions: { draggable: text(locale, 'structure.drag.instructions') },
      }}
      onDragStart={() => setStart([...order])}
      onDragEnd={end}
      onDragCancel={() => setStart(null)}
    >
      <SortableContext items={order.map(String)} strategy={verticalListSortingStrategy}>
        <ol className={styles.sectionList}>
          {order.map((id, index) => (
            <SortableItem
              key={id}
              id={String(id)}
              handleLabel={text(locale, 'structure.drag.section', { name: name(id) })}
              className={styles.sectionRow}
              data={{ 'data-aula-structure-section': String(id) }}
            >
              {(handle) => renderRow(id, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
