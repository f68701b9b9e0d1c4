import { adjacentMonth, type AvailableDays, daysInMonth, nearestDay } from './available-days';
import {
  type CalendarDay,
  dayOfMonth,
  firstDayOfMonth,
  monthLength,
  monthOfDay,
} from './calendar-day';

const gridKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;

/** The keys the date grid moves the focus with (Enter and Space stay the buttons' own). */
export type GridKey = (typeof gridKeys)[number];

export function isGridKey(key: string): key is GridKey {
  return (gridKeys as readonly string[]).includes(key);
}

/** The available day of the previous (-1) or next (1) month with days, nearest to the same day of month. */
function dayInAdjacentMonth(
  available: AvailableDays,
  current: CalendarDay,
  direction: -1 | 1,
): CalendarDay | null {
  const month = adjacentMonth(available, monthOfDay(current), direction);
  if (month === null) return null;
  const sameDayOfMonth =
    firstDayOfMonth(month) + Math.min(dayOfMonth(current), monthLength(month)) - 1;
  return nearestDay(daysInMonth(available, month), sameDayOfMonth);
}

/** The nearest available day to `current ± 7` among the days on that side of `current`. */
function dayInAdjacentWeek(
  available: AvailableDays,
  current: CalendarDay,
  direction: -1 | 1,
): CalendarDay | null {
  const target = current + 7 * direction;
  if (available.has(target)) return target;
  const side = available.days.filter((day) => (direction < 0 ? day < current : day > current));
  return nearestDay(side, target, direction > 0);
}

/**
 * spec 2/4, APG date grid: where a key moves the focus from an available day, skipping the days
 * without entries. Left/Right: the previous/next available day (across months). Up/Down: the same
 * weekday a week earlier/later, else the available day nearest to it on that side. Home/End:
 * the first/last available day of the month. PageUp/PageDown: the previous/next month with days,
 * at the available day nearest to the same day of month. Null when there is nowhere to go.
 */
export function keyTarget(
  available: AvailableDays,
  current: CalendarDay,
  key: GridKey,
): CalendarDay | null {
  const { days } = available;
  const target = (() => {
    switch (key) {
      case 'ArrowRight':
        return days.find((day) => day > current) ?? null;
      case 'ArrowLeft':
        return days.findLast((day) => day < current) ?? null;
      case 'ArrowDown':
        return dayInAdjacentWeek(available, current, 1);
      case 'ArrowUp':
        return dayInAdjacentWeek(available, current, -1);
      case 'Home':
        return daysInMonth(available, monthOfDay(current))[0] ?? null;
      case 'End':
        return daysInMonth(available, monthOfDay(current)).at(-1) ?? null;
      case 'PageUp':
        return dayInAdjacentMonth(available, current, -1);
      case 'PageDown':
        return dayInAdjacentMonth(available, current, 1);
    }
  })();
  return target === current ? null : target;
}
