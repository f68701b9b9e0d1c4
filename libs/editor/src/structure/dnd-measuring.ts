import { type MeasuringConfiguration, MeasuringStrategy } from '@dnd-kit/core';

/**
 * The drop places' boxes are measured before a drag starts instead of in the render after it:
 * a keyboard user's first arrow key right after picking an item up (announced at once) always
 * has places to move to, however busy the machine.
 */
export const measureBeforeDragging: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.Always },
};
