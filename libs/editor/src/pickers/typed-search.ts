import type { UseQueryResult } from '@tanstack/react-query';

/** Where a search as you type is: too short to ask, asking, failed, or its results. */
export type TypedSearch<T> =
  { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'done'; results: T[] };

/** The pickers search from two characters. */
export const minimumSearchLength = 2;

/** The state of the query for `asked` while the editor has typed `typed` (both trimmed). */
export function typedSearch<T>(
  typed: string,
  asked: string,
  query: UseQueryResult<T[]>,
): TypedSearch<T> {
  if (typed.length < minimumSearchLength) return { state: 'idle' };
  if (asked !== typed || query.isFetching || query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed' };
  return { state: 'done', results: query.data };
}
