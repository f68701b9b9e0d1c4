import {
  type CalendarDay,
  type CalendarMonth,
  firstDayOfMonth,
  monthLength,
  weekdayOf,
} from './calendar-day';

/** One week row of a month grid: seven cells, Monday first; null where the day belongs to another month. */
export type CalendarWeek = readonly (CalendarDay | null)[];

/**
 * spec 2/4: the weeks of a month as the rows of the date grid. Weeks start on Monday in both
 * languages; the cells before the first and after the last day of the month are empty.
 */
export function monthWeeks(month: CalendarMonth): CalendarWeek[] {
  const first = firstDayOfMonth(month);
  const cells: (CalendarDay | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let offset = 0; offset < monthLength(month); offset += 1) cells.push(first + offset);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
