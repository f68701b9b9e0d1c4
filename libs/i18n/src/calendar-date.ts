import { formatDate, timeZone } from './format-date';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: number): number {
  const name =
    offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!offset) return 0;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return offset[1] === '-' ? -minutes : minutes;
}

/**
 * spec 3: a calendar date as it arrives on the wire (`dd.mm.yyyy`, DESIGN.md 3) converted to a
 * `Date`: the start of that day in Europe/Berlin, whatever the server's zone. Null for anything
 * that is not a real date in that form (31.02.2026, 1.2.2026, garbage).
 */
export function parseCalendarDate(text: string): Date | null {
  if (typeof text !== 'string') return null;
  const parts = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  // Berlin changes its offset at 01:00 UTC, never around midnight, so one lookup is exact.
  return new Date(utcMidnight - berlinOffsetMinutes(utcMidnight) * 60_000);
}

/** spec 3: a `Date` as the wire's `dd.mm.yyyy`, the calendar day in Europe/Berlin. */
export function formatCalendarDate(date: Date): string {
  return formatDate(date);
}
