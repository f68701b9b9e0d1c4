import {
  parseDate,
  parseDateTime,
  toCalendarDate,
  toCalendarDateTime,
  toTimeZone,
  toZoned,
  ZonedDateTime,
  type CalendarDate,
  type DateValue,
} from '@internationalized/date';
import { timeZone } from '@aula/i18n';

/** A day (`2026-09-17`) or a day and a time of day (`2026-09-17T20:00`). */
export type DatePrecision = 'date' | 'datetime';

/** What a control shows: a calendar day, or a moment in Europe/Berlin. */
export type BerlinDateValue = CalendarDate | ZonedDateTime;

/**
 * spec 1, 9: the value the API takes and gives (`2026-09-17` or `2026-09-17T20:00`, Berlin wall
 * time, as the content server's berlin-time module reads it) as the pickers' value: a day, or
 * that wall time as a moment in Europe/Berlin, so the time segments follow the DST changes.
 * Null for '' and for a value that is no date.
 */
export function toBerlinDateValue(wire: string, precision: DatePrecision): BerlinDateValue | null {
  const trimmed = wire.trim();
  if (trimmed === '') return null;
  try {
    if (precision === 'date') return parseDate(trimmed.slice(0, 10));
    // `compatible`: a wall time the spring change skips (02:30) is the moment an hour later.
    return toZoned(parseDateTime(trimmed.slice(0, 16)), timeZone, 'compatible');
  } catch {
    return null;
  }
}

/** The pickers' value back as the API's Berlin wall time; '' for none. */
export function toBerlinWire(value: DateValue | null, precision: DatePrecision): string {
  if (!value) return '';
  if (precision === 'date') return toCalendarDate(value).toString();
  const berlin = value instanceof ZonedDateTime ? toTimeZone(value, timeZone) : value;
  return toCalendarDateTime(berlin).toString().slice(0, 16);
}
