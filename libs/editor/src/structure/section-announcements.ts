import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { Locale } from '@aula/routing';
import { text } from '../editor-text';

/** DESIGN.md 8: what a screen reader hears while a section is dragged in the structure panel. */
export function sectionAnnouncements(
  locale: Locale,
  order: readonly number[],
  name: (id: number) => string,
  start: readonly number[] | null,
): Announcements {
  const say = (
    key: Parameters<typeof text>[1],
    active: UniqueIdentifier,
    over: UniqueIdentifier | undefined,
    from = order,
  ) => {
    if (over === undefined) return undefined;
    const index = from.indexOf(Number(over));
    return index < 0
      ? undefined
      : text(locale, key, { name: name(Number(active)), number: index + 1, count: from.length });
  };
  return {
    onDragStart: ({ active }) => say('structure.announce.pickedSection', active.id, active.id),
    // Hovering its own place says nothing new after "picked up".
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : say('structure.announce.movedSection', active.id, over?.id),
    onDragEnd: ({ active, over }) => say('structure.announce.droppedSection', active.id, over?.id),
    onDragCancel: ({ active }) =>
      say('structure.announce.cancelledSection', active.id, active.id, start ?? order),
  };
}
