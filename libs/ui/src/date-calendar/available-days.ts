import { type CalendarDay, type CalendarMonth, monthOfDay, parseWireDay } from './calendar-day';

/** The days of a calendar answer that can be chosen, sorted, with the months they fall in. */
export interface AvailableDays {
  /** Every available day once, oldest first. */
  readonly days: readonly CalendarDay[];
  readonly has: (day: CalendarDay) => boolean;
  /** The months with at least one available day, oldest first. */
  readonly months: readonly CalendarMonth[];
}

/** spec 2/4: the calendar's days (`dd.mm.yyyy`, any order; malformed ones are skipped) as available days. */
export function availableDays(wireDays: readonly string[]): AvailableDays {
  const set = new Set<CalendarDay>();
  for (const text of wireDays) {
    const day = parseWireDay(text);
    if (day !== null) set.add(day);
  }
  const days = [...set].sort((a, b) => a - b);
  const months = [...new Set(days.map(monthOfDay))];
  return { days, has: (day) => set.has(day), months };
}

/**
 * The candidate nearest to a target, or null when there is none. A tie goes to the later day
 * when `preferLater` (an upcoming event over a past one), else to the earlier.
 */
export function nearestDay(
  candidates: readonly CalendarDay[],
  target: CalendarDay,
  preferLater = true,
): CalendarDay | null {
  let best: CalendarDay | null = null;
  for (const day of candidates) {
    if (best === null) {
      best = day;
      continue;
    }
    const distance = Math.abs(day - target);
    const bestDistance = Math.abs(best - target);
    if (
      distance < bestDistance ||
      (distance === bestDistance && (preferLater ? day > best : day < best))
    )
      best = day;
  }
  return best;
}

/** The available days of one month, oldest first. */
export function daysInMonth(available: AvailableDays, month: CalendarMonth): CalendarDay[] {
  return available.days.filter((day) => monthOfDay(day) === month);
}

/**
 * spec 2/4: the month the calendar opens on: the selected day's month; else the month of the
 * available day nearest to today (a tie goes to the upcoming day); else today's month.
 */
export function initialMonth(
  available: AvailableDays,
  selected: CalendarDay | null,
  today: CalendarDay,
): CalendarMonth {
  if (selected !== null) return monthOfDay(selected);
  return monthOfDay(nearestDay(available.days, today) ?? today);
}

/** The nearest earlier (-1) or later (1) month that has available days; null at the ends. */
export function adjacentMonth(
  available: AvailableDays,
  month: CalendarMonth,
  direction: -1 | 1,
): CalendarMonth | null {
  const candidates = available.months.filter((candidate) =>
    direction < 0 ? candidate < month : candidate > month,
  );
  const found = direction < 0 ? candidates.at(-1) : candidates[0];
  return found ?? null;
}
