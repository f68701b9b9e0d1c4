'use client';

// A client module: a server component may import this entry for its `queryOptions` factories
// (DESIGN.md 9: the admin's route prefetches with them); its hook stays on the client side.
import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PagedList } from '../schemas/paged-list';

export interface PagedListOptions<T> {
  queryKey: QueryKey;
  fetchPage: (page: number) => Promise<PagedList<T>>;
  /** The server-rendered first page, so the island needs no request on load (DESIGN.md 2). */
  initialPage?: PagedList<T>;
  /**
   * Pages 1 to `pages` are already on the page (rendered by the server, with `hasMore` and
   * `count` of the last one): nothing is requested until the first page request, which loads
   * page `pages + 1`; `items` then holds only the pages loaded here.
   */
  serverPages?: { pages: number; hasMore: boolean; count: number };
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
   * loads); with `reset` the list starts over from page 1 (after `serverPages`, when given).
   */
  loadPage: (page: number, options?: { reset?: boolean }) => void;
  /** Loads the page after the current one. */
  loadMore: () => void;
}

/**
 * spec 4: a list that loads page by page. A request for the same page while one is in flight is
 * not sent again (in-flight deduplication).
 */
export function usePagedList<T>({
  queryKey,
  fetchPage,
  initialPage,
  serverPages,
}: PagedListOptions<T>): PagedListState<T> {
  const queryClient = useQueryClient();
  const shown = serverPages?.pages ?? 0;
  // With server pages the list waits for the first page request (the visitor's "load more").
  const [started, setStarted] = useState(serverPages === undefined);
  const key = serverPages ? [...queryKey, { after: shown }] : queryKey;
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: shown + 1,
    getNextPageParam: (last: PagedList<T>, _all, lastPage: number) =>
      last.next === null ? undefined : lastPage + 1,
    initialData: initialPage ? { pages: [initialPage], pageParams: [1] } : undefined,
    staleTime: 60_000,
    enabled: started,
  });
  const pages = query.data?.pages ?? [];
  // Pages load one after the other, so the number loaded (after the shown ones) is the current page.
  const current = shown + pages.length;
  const { fetchNextPage, isFetching } = query;
  const hasNextPage =
    started && (query.data !== undefined || query.isError)
      ? query.hasNextPage
      : (serverPages?.hasMore ?? query.hasNextPage);

  const loadPage = useCallback(
    (page: number, { reset = false }: { reset?: boolean } = {}) => {
      if (reset) {
        void queryClient.resetQueries({ queryKey: key, exact: true });
        return;
      }
      if (page <= current || !hasNextPage || isFetching) return;
      if (!started) setStarted(true);
      else void fetchNextPage({ cancelRefetch: false });
    },
    [queryClient, key, current, hasNextPage, isFetching, started, fetchNextPage],
  );

  return {
    items: pages.flatMap((page) => page.results),
    count: pages[0]?.count ?? serverPages?.count ?? 0,
    page: current,
    hasMore: hasNextPage,
    isLoading: started && query.isPending,
    isFetchingPage: query.isFetchingNextPage,
    error: query.error,
    loadPage,
    loadMore: () => loadPage(current + 1),
  };
}
