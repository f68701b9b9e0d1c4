import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// The same option objects on every render: new ones would make new sensors, and @dnd-kit then
// renders every sortable item again (a keystroke in a block's form would render all blocks).
const pointer = { activationConstraint: { distance: 5 } };
const keyboard = { coordinateGetter: sortableKeyboardCoordinates };

/** DESIGN.md 8: a sortable list is dragged with the pointer (from 5 px on) or the keyboard. */
export function useSortableSensors() {
  return useSensors(useSensor(PointerSensor, pointer), useSensor(KeyboardSensor, keyboard));
}
