import type { PagedList } from '@aula/api-client';

/** One page of `items` as the contract answers it (12 per page, `next` while more follow). */
export function pageOf<T>(items: readonly T[], page: number, size = 12): PagedList<T> {
  const start = (page - 1) * size;
  return {
    count: items.length,
    next: start + size < items.length ? `?page=${page + 1}` : null,
    previous: page > 1 ? `?page=${page - 1}` : null,
    results: items.slice(start, start + size),
  };
}
