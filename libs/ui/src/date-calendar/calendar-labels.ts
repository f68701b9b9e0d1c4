import type { Locale } from '@aula/routing';
import {
  type CalendarDay,
  type CalendarMonth,
  dayToUtcDate,
  firstDayOfMonth,
} from './calendar-day';

/** The texts of the date grid in one language, from Intl (days are UTC midnights, so no zone shifts them). */
export interface CalendarLabels {
  /** "März 2026" / "March 2026". */
  month(month: CalendarMonth): string;
  /** "Dienstag, 3. März 2026" / "Tuesday, 3 March 2026". */
  fullDate(day: CalendarDay): string;
  /** Monday first: the column header ("Mo") and its full name for screen readers ("Montag"). */
  weekdays: readonly { short: string; long: string }[];
}

const intlLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** 5 January 1970, a Monday. */
const firstMonday: CalendarDay = 4;

function createLabels(locale: Locale): CalendarLabels {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocales[locale], { ...options, timeZone: 'UTC' });
  const monthFormat = format({ month: 'long', year: 'numeric' });
  const fullFormat = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const shortWeekday = format({ weekday: 'short' });
  const longWeekday = format({ weekday: 'long' });
  return {
    month: (month) => monthFormat.format(dayToUtcDate(firstDayOfMonth(month))),
    fullDate: (day) => fullFormat.format(dayToUtcDate(day)),
    weekdays: Array.from({ length: 7 }, (_, index) => {
      const date = dayToUtcDate(firstMonday + index);
      return { short: shortWeekday.format(date), long: longWeekday.format(date) };
    }),
  };
}

const cache = new Map<Locale, CalendarLabels>();

/** spec 2/4: the month titles, full dates and weekday names of the date calendar in a language. */
export function calendarLabels(locale: Locale): CalendarLabels {
  const cached = cache.get(locale);
  if (cached) return cached;
  const labels = createLabels(locale);
  cache.set(locale, labels);
  return labels;
}
