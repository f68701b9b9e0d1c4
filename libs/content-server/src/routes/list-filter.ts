import { listFilterFromSearchParams, parseCalendarDate, type ListFilter } from '@aula/api-client';
import type { Context } from 'hono';

/** The start and end (exclusive) of a `dd.mm.yyyy` day in Europe/Berlin. */
export function dayRange(text: string): [Date, Date] | null {
  const start = parseCalendarDate(text);
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!start || !match) return null;
  const next = new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]) + 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  const end = parseCalendarDate(
    `${pad(next.getUTCDate())}.${pad(next.getUTCMonth() + 1)}.${next.getUTCFullYear()}`,
  );
  return end ? [start, end] : null;
}

/** spec 3/4: the list filter of a news or events request (invalid values are dropped). */
export function listFilterOf(c: Context): ListFilter {
  return listFilterFromSearchParams(new URL(c.req.url).searchParams);
}

/** The query string of the filter, kept in the `next`/`previous` links of a paged answer. */
export function filterQuery(c: Context): string {
  const params = new URL(c.req.url).searchParams;
  params.delete('page');
  const text = params.toString();
  return text ? `&${text}` : '';
}

/** The SQL expression of a timestamp's Berlin day as `dd.mm.yyyy` (calendars). */
export const berlinDay = (column: string) =>
  `to_char(${column} at time zone 'Europe/Berlin', 'DD.MM.YYYY')`;
