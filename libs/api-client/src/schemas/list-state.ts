import {
  type ListFilter,
  listFilterFromSearchParams,
  listFilterToSearchParams,
} from './list-filter';

/** The query of a list screen as Next.js hands it over. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** spec 2, 4: what a list shows: its filter and how many pages of 12 are loaded ("load more"). */
export interface ListState {
  filter: Pick<ListFilter, 'category' | 'date'>;
  /** Pages 1 to `pages` are shown; null when the parameter is not a positive integer. */
  pages: number | null;
}

/** Upper bound of cumulative pages one request renders (12 × 20 entries). */
export const maxLoadedPages = 20;

export function toSearchParams(record: SearchParamsRecord): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(name, item);
  }
  return params;
}

/** spec 4: the filter state of a list lives in the URL, so a filtered list can be shared and reloaded. */
export function readListState(record: SearchParamsRecord): ListState {
  const params = toSearchParams(record);
  const dates = params.getAll('date');
  params.delete('date');
  for (const date of dates) params.append('date', fromIsoDate(date));
  const { category, date } = listFilterFromSearchParams(params);
  const raw = params.get('page');
  const pages =
    raw === null ? 1 : /^[1-9]\d*$/.test(raw) && Number(raw) <= maxLoadedPages ? Number(raw) : null;
  return { filter: { category, date }, pages };
}

/** The query of a list state (`?category=a&date=01.02.2026&page=2`), '' when empty. */
export function listStateQuery({ filter, pages }: ListState): string {
  const params = listFilterToSearchParams(filter);
  if (pages && pages > 1) params.set('page', String(pages));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether a filter is set (an empty list then says nothing matched, not that nothing exists). */
export function isFiltered({ filter }: ListState): boolean {
  return filter.category.length > 0 || filter.date.length > 0;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date input's `yyyy-mm-dd` (links made before the calendar) as the wire's `dd.mm.yyyy` (DESIGN.md 3); anything else unchanged. */
export function fromIsoDate(value: string): string {
  const parts = isoDate.exec(value);
  return parts ? `${parts[3]}.${parts[2]}.${parts[1]}` : value;
}

/**
 * Whether a query is not in its shareable form: empty parameters (an empty date field of the
 * filter form) or a date input's `yyyy-mm-dd`, which the clean URL writes as `dd.mm.yyyy`.
 */
export function needsCleanUrl(record: SearchParamsRecord): boolean {
  return [...toSearchParams(record).entries()].some(
    ([name, value]) => value === '' || (name === 'date' && isoDate.test(value)),
  );
}
