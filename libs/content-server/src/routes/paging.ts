/** DESIGN.md 3: the page size of every paged list. */
export const pageSize = 12;

/** A positive page number from the query string, or null when it is not one. */
export function parsePage(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/** The `{count, next, previous, results}` answer for one page of a list at `path`. */
export function pagedAnswer<T>(
  path: string,
  page: number,
  count: number,
  results: T[],
  query = '',
) {
  const link = (target: number) => `${path}?page=${target}${query}`;
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}

/** Whether `page` lies beyond the last page of `count` items (page 1 always exists). */
export function beyondEnd(page: number, count: number): boolean {
  return page > 1 && (page - 1) * pageSize >= count;
}

/** A paged list as the database has it: its size and one slice of it. */
export interface PageSource<T> {
  count(): Promise<number>;
  /** At most `pageSize` items, starting at `offset`. */
  items(offset: number): Promise<T[]>;
}

/**
 * spec 7: the page a `?page=` value names, read from `source`; null for a page number that is
 * not one or lies beyond the end (the route answers 404, never 5xx).
 */
export async function loadPage<T>(
  rawPage: string | undefined,
  source: PageSource<T>,
): Promise<{ page: number; count: number; results: T[] } | null> {
  const page = parsePage(rawPage);
  if (page === null) return null;
  const count = await source.count();
  if (beyondEnd(page, count)) return null;
  return { page, count, results: await source.items((page - 1) * pageSize) };
}
