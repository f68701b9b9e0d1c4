import * as v from 'valibot';
import { validationMessages as m } from './validation-messages';

const timeZone = 'Europe/Berlin';
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
const dayFormat = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });

function berlinOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!offset) return 0;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return offset[1] === '-' ? -minutes : minutes;
}

/**
 * spec 3, DESIGN.md 3: a wire date `dd.mm.yyyy` as a `Date`, the start of that day in
 * Europe/Berlin whatever the runtime's zone (the same rule as `@aula/i18n`'s parser, which this
 * library may not import). Null for anything that is not a real date in that form.
 */
export function parseCalendarDate(text: string): Date | null {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Berlin changes its offset at 01:00 UTC, never around midnight, so one lookup is exact.
  return new Date(utcMidnight - berlinOffsetMinutes(utcMidnight) * 60_000);
}

/** spec 3: a `Date` as the wire's `dd.mm.yyyy` (its calendar day in Europe/Berlin). */
export function formatCalendarDate(date: Date): string {
  return dayFormat.format(date);
}

/** A wire date string `dd.mm.yyyy` that names a real day (kept a string: filters send it back). */
export const calendarDateStringSchema = v.pipe(
  v.string(m.date),
  v.check((text) => parseCalendarDate(text) !== null, m.date),
);

/** spec 3: a wire date `dd.mm.yyyy` parsed to a `Date`. */
export const calendarDateSchema = v.pipe(
  calendarDateStringSchema,
  v.transform((text) => parseCalendarDate(text) ?? new Date(Number.NaN)),
);

/** spec 3/7: a calendar answer (the days that have entries), parsed to dates. */
export const calendarSchema = v.array(calendarDateSchema);
export type Calendar = v.InferOutput<typeof calendarSchema>;
