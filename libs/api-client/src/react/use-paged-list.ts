import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PagedList } from '../schemas/paged-list';

export interface PagedListOptions<T> {
  queryKey: QueryKey;
  fetchPage: (page: number) => Promise<PagedList<T>>;
  /** The server-rendered first page, so the island needs no request on load (DESIGN.md 2). */
  initialPage?: PagedList<T>;
}

export interface PagedListState<T> {
  /** The entries of every page loaded so far, in order. */
  items: T[];
  count: number;
  /** The highest page loaded (0 before the first). */
  page: number;
  hasMore: boolean;
  isLoading: boolean;
  isFetchingPage: boolean;
  error: Error | null;
  /**
   * spec 4: a page request. Ignored unless `page` is above the current page (then the next page
   * loads); with `reset` the list starts over from page 1.
   */
  loadPage: (page: number, options?: { reset?: boolean }) => void;
  /** Loads the page after the current one. */
  loadMore: () => void;
}

/**
 * spec 4: a list that loads page by page. A request for the same page while one is in flight is
 * not sent again (in-flight deduplication).
 */
export function usePagedList<T>({ queryKey, fetchPage, initialPage }: PagedListOptions<T>): PagedListState<T> {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: PagedList<T>, _all, lastPage: number) => (last.next === null ? undefined : lastPage + 1),
    initialData: initialPage ? { pages: [initialPage], pageParams: [1] } : undefined,
    staleTime: 60_000,
  });
  const pages = query.data?.pages ?? [];
  // Pages load one after the other from 1, so the number loaded is the current page.
  const current = pages.length;
  const { fetchNextPage, hasNextPage, isFetching } = query;

  const loadPage = useCallback(
    (page: number, { reset = false }: { reset?: boolean } = {}) => {
      if (reset) {
        void queryClient.resetQueries({ queryKey, exact: true });
        return;
      }
      if (page <= current || !hasNextPage || isFetching) return;
      void fetchNextPage({ cancelRefetch: false });
    },
    [queryClient, queryKey, current, hasNextPage, isFetching, fetchNextPage],
  );

  return {
    items: pages.flatMap((page) => page.results),
    count: pages[0]?.count ?? 0,
    page: current,
    hasMore: hasNextPage,
    isLoading: query.isPending,
    isFetchingPage: query.isFetchingNextPage,
    error: query.error,
    loadPage,
    loadMore: () => loadPage(current + 1),
  };
}
