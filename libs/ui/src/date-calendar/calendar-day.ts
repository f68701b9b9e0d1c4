import { formatCalendarDate } from '@aula/i18n';

/**
 * A calendar day as a whole number: days since 1 January 1970. A day of the wire
 * (`dd.mm.yyyy`) is a calendar date, not an instant, so all maths runs on these numbers (UTC
 * arithmetic, no time zone can shift a day) and only `today` is read in Europe/Berlin.
 */
export type CalendarDay = number;

/** A month as a whole number: `year * 12 + (month - 1)`, so neighbours differ by one. */
export type CalendarMonth = number;

const dayLength = 86_400_000;

/** The day of a year, month (1-12) and day of month. */
export function calendarDay(year: number, month: number, day: number): CalendarDay {
  return Math.round(Date.UTC(year, month - 1, day) / dayLength);
}

/** The UTC midnight of a day, for Intl formatting with `timeZone: 'UTC'`. */
export function dayToUtcDate(day: CalendarDay): Date {
  return new Date(day * dayLength);
}

/** spec 3: a wire day `dd.mm.yyyy` as a day; null for anything that is not a real date in that form. */
export function parseWireDay(text: string): CalendarDay | null {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const result = calendarDay(year, month, day);
  const check = dayToUtcDate(result);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  return result;
}

/** spec 3: a day as the wire's `dd.mm.yyyy`. */
export function formatWireDay(day: CalendarDay): string {
  const date = dayToUtcDate(day);
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.getUTCDate(), 2)}.${pad(date.getUTCMonth() + 1, 2)}.${pad(date.getUTCFullYear(), 4)}`;
}

/**
 * The calendar day an instant falls on in Europe/Berlin (spec 1, 9), whatever the machine's
 * zone; an invalid date counts as now.
 */
export function berlinDay(instant: Date = new Date()): CalendarDay {
  return (
    parseWireDay(formatCalendarDate(instant)) ??
    parseWireDay(formatCalendarDate(new Date())) ??
    Math.floor(Date.now() / dayLength)
  );
}

/** The month a day falls in. */
export function monthOfDay(day: CalendarDay): CalendarMonth {
  const date = dayToUtcDate(day);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The first day of a month. */
export function firstDayOfMonth(month: CalendarMonth): CalendarDay {
  return calendarDay(Math.floor(month / 12), (month % 12) + 1, 1);
}

/** The number of days of a month (28-31). */
export function monthLength(month: CalendarMonth): number {
  return firstDayOfMonth(month + 1) - firstDayOfMonth(month);
}

/** The day of month (1-31) of a day. */
export function dayOfMonth(day: CalendarDay): number {
  return dayToUtcDate(day).getUTCDate();
}

/** The weekday of a day, weeks starting on Monday: 0 = Monday ... 6 = Sunday (1.1.1970 was a Thursday). */
export function weekdayOf(day: CalendarDay): number {
  return (((day + 3) % 7) + 7) % 7;
}
