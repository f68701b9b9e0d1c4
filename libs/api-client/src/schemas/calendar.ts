import { parseCalendarDate } from '@aula/i18n';
import * as v from 'valibot';
import { validationMessages as m } from './validation-messages';

/** spec 3, DESIGN.md 3: the wire's dd.mm.yyyy calendar dates, parsed and formatted by @aula/i18n. */
export { formatCalendarDate, parseCalendarDate } from '@aula/i18n';

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
