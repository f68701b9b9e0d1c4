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
