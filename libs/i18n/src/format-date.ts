/** spec 1, 9: dates are shown in Europe/Berlin with the German date locale, whatever the server's zone. */
export const timeZone = 'Europe/Berlin';

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

/** spec 1, 9: an instant as dd.mm.yyyy in Europe/Berlin; '' for a value that is not a date. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** spec 1, 9: an instant as `dd.mm.yyyy, HH:mm` (24 h) in Europe/Berlin; '' for a value that is not a date. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The two ends of a date-time range as shown; `end` is null when there is none. */
export interface DateTimeRangeParts {
  start: string;
  end: string | null;
}

/**
 * spec 1, 9: a range of instants in Europe/Berlin. An end on the same Berlin day
 * shows its time only (`23.11.2026, 19:00` – `21:00`); an end on another day shows its date too.
 * An end that is missing, not a date or equal to the start gives no end.
 */
export function formatDateTimeRange(
  start: Date | string,
  end: Date | string | null | undefined,
): DateTimeRangeParts {
  const from = toDate(start);
  const to = end ? toDate(end) : null;
  if (!from) return { start: '', end: null };
  if (!to || to.getTime() === from.getTime())
    return { start: dateTimeFormat.format(from), end: null };
  const sameDay = dateFormat.format(from) === dateFormat.format(to);
  return {
    start: dateTimeFormat.format(from),
    end: sameDay ? timeFormat.format(to) : dateTimeFormat.format(to),
  };
}
