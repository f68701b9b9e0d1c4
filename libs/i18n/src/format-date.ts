/** spec 1, 9: dates are shown in Europe/Berlin with the German date locale, whatever the server's zone. */
export const timeZone = 'Europe/Berlin';

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Formats an instant as dd.mm.yyyy in Europe/Berlin. */
export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}
