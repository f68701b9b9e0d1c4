import {
  closestCenter,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { locate, type NavNode } from './nav-tree';

/** The keys of the entries beside `key` (its own included), in order. */
const siblingKeys = (nodes: NavNode[], key: string) =>
  locate(nodes, key)?.siblings.map((node) => node.key) ?? [];

/**
 * Dragging reorders an entry among its siblings only (nesting is the indent/outdent buttons'):
 * collisions are with the siblings, so a drop never lands on the entry's own children.
 */
export function siblingCollisions(nodes: () => NavNode[]): CollisionDetection {
  return (args) => {
    const keys = new Set(siblingKeys(nodes(), String(args.active.id)));
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) =>
        keys.has(String(container.id)),
      ),
    });
  };
}

/** The keyboard's moves: arrow up and down step to the previous or next sibling's place. */
export function siblingCoordinates(nodes: () => NavNode[]): KeyboardCoordinateGetter {
  return (event, { active, currentCoordinates, context }) => {
    const delta = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    if (delta === 0) return undefined;
    event.preventDefault();
    const keys = siblingKeys(nodes(), String(active));
    const over =
      context.over && keys.includes(String(context.over.id))
        ? String(context.over.id)
        : String(active);
    const target = keys[keys.indexOf(over) + delta];
    const rect = target === undefined ? undefined : context.droppableRects.get(target);
    const own = context.collisionRect;
    if (!rect || !own) return currentCoordinates;
    // The dragged entry's top edge goes where the target's centre lines up with its own.
    return {
      x: currentCoordinates.x,
      y: currentCoordinates.y + (rect.top + rect.height / 2) - (own.top + own.height / 2),
    };
  };
}
