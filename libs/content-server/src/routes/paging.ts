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
export function pagedAnswer<T>(path: string, page: number, count: number, results: T[], query = '') {
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
