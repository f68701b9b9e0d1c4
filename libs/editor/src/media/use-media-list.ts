import type { ApiClient, MediaFilter, MediaItem, MediaPage } from '@aula/api-client';
import { mediaPagesQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';

export type MediaList =
  | { state: 'loading'; items: MediaItem[] }
  | { state: 'failed'; items: MediaItem[] }
  | { state: 'done'; items: MediaItem[]; count: number; hasMore: boolean };

/** Typing in the search waits this long before asking the server. */
const searchDelay = 250;

/** The library's pages for `filter` (newest first), with load-more, retry and local updates. */
export function useMediaList(client: ApiClient, locale: Locale, filter: MediaFilter) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(filter);
  // The filter asked for: the typed one, once nothing changed for `searchDelay` ms.
  const [asked, setAsked] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), searchDelay);
    return () => clearTimeout(timer);
  }, [key]);
  const options = useMemo(
    () => mediaPagesQuery(client, locale, JSON.parse(asked) as MediaFilter),
    [client, locale, asked],
  );
  const query = useInfiniteQuery({ ...options, enabled: asked === key });
  const typing = asked !== key;
  const items = typing ? [] : (query.data?.pages.flatMap((page) => page.results) ?? []);
  const last = query.data?.pages.at(-1);
  const list: MediaList =
    typing || query.isPending || query.isFetching
      ? { state: 'loading', items }
      : query.isError || !last
        ? { state: 'failed', items }
        : { state: 'done', items, count: last.count, hasMore: query.hasNextPage };

  const { queryKey } = options;
  const update = useCallback(
    (change: (items: MediaItem[]) => MediaItem[]) =>
      queryClient.setQueryData<InfiniteData<MediaPage, number>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, results: change(page.results) })),
            }
          : data,
      ),
    [queryClient, queryKey],
  );
  const replace = useCallback(
    (item: MediaItem) =>
      update((found) => found.map((other) => (other.id === item.id ? item : other))),
    [update],
  );
  const remove = useCallback(
    (id: number) => update((found) => found.filter((other) => other.id !== id)),
    [update],
  );
  return {
    list,
    more: () => void query.fetchNextPage({ cancelRefetch: false }),
    retry: () => void query.refetch(),
    // After an upload: the list starts over from page 1.
    reload: () => void queryClient.resetQueries({ queryKey, exact: true }),
    replace,
    remove,
  };
}
