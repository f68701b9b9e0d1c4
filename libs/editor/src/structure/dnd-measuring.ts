import { type MeasuringConfiguration, MeasuringStrategy } from '@dnd-kit/core';
import { useEffect, useState } from 'react';

const measuredAlways: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.Always },
};
const measuredWhileDragging: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.WhileDragging },
};

const isHandle = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-aula-drag-handle]') !== null;

/**
 * How a `DndContext` measures its drop places. From the moment a drag handle gets the focus or a
 * pointer press they are measured before a drag starts, not in the render after it: a keyboard
 * user's first arrow key right after picking an item up (announced at once) always has places to
 * move to, however busy the machine.
 *
 * Otherwise only while dragging. Measured "always", @dnd-kit measures every drop place as the
 * lists mount, which lays the page out in the middle of the panel's opening, just when an editor
 * starts to type (DESIGN.md 8: change to page).
 */
export function useDropPlaceMeasuring(): MeasuringConfiguration {
  const [nearHandle, setNearHandle] = useState(false);
  useEffect(() => {
    const approach = (event: Event) => {
      if (isHandle(event.target)) setNearHandle(true);
    };
    const leave = (event: FocusEvent) => {
      if (isHandle(event.target) && !isHandle(event.relatedTarget)) setNearHandle(false);
    };
    document.addEventListener('pointerdown', approach, true);
    document.addEventListener('focusin', approach);
    document.addEventListener('focusout', leave);
    return () => {
      document.removeEventListener('pointerdown', approach, true);
      document.removeEventListener('focusin', approach);
      document.removeEventListener('focusout', leave);
    };
  }, []);
  return nearHandle ? measuredAlways : measuredWhileDragging;
}
