import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import styles from './Structure.module.css';

export interface SortableItemProps {
  id: string;
  /** The drag handle's accessible name ("Drag Text (position 2 of 3, column 1)"). */
  handleLabel: string;
  /** The item, given its drag handle to place. */
  children(handle: ReactNode): ReactNode;
  /** Extra attributes of the list item (tests and the page find blocks by them). */
  data?: Record<`data-${string}`, string>;
  className?: string | undefined;
}

/**
 * DESIGN.md 8: one sortable list item with a drag handle (a button: pointer drag, or Space/Enter
 * then arrow keys with the keyboard sensor). Only the handle starts a drag, so the item's
 * form fields stay usable.
 */
export function SortableItem({ id, handleLabel, children, data, className }: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      data-aula-drag-handle=""
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`${className ?? ''} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...data}
    >
      {children(handle)}
    </li>
  );
}
