import type { ApiClient, MediaFilter, MediaItem } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useCallback, useEffect, useState } from 'react';

export type MediaList =
  | { state: 'loading'; items: MediaItem[] }
  | { state: 'failed'; items: MediaItem[] }
  | { state: 'done'; items: MediaItem[]; count: number; hasMore: boolean };

/** Typing in the search waits this long before asking the server. */
const searchDelay = 250;

/** The library's pages for `filter` (newest first), with load-more, retry and local updates. */
export function useMediaList(client: ApiClient, locale: Locale, filter: MediaFilter) {
  const [list, setList] = useState<MediaList>({ state: 'loading', items: [] });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(filter);
  useEffect(() => setPage(1), [key]);
  useEffect(() => {
    const controller = new AbortController();
    setList((current) => ({ state: 'loading', items: page === 1 ? [] : current.items }));
    const timer = setTimeout(
      () => {
        client.mediaLibrary
          .list(locale, { ...(JSON.parse(key) as MediaFilter), page }, controller.signal)
          .then(
            (answer) =>
              setList((current) => ({
                state: 'done',
                items: page === 1 ? answer.results : [...current.items, ...answer.results],
                count: answer.count,
                hasMore: answer.next !== null,
              })),
            () => {
              if (!controller.signal.aborted)
                setList((current) => ({ state: 'failed', items: current.items }));
            },
          );
      },
      page === 1 ? searchDelay : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, locale, key, page, attempt]);
  const replace = useCallback(
    (item: MediaItem) =>
      setList((current) => ({
        ...current,
        items: current.items.map((other) => (other.id === item.id ? item : other)),
      })),
    [],
  );
  const remove = useCallback(
    (id: number) =>
      setList((current) => ({
        ...current,
        items: current.items.filter((other) => other.id !== id),
      })),
    [],
  );
  return {
    list,
    more: () => setPage((current) => current + 1),
    retry: () => setAttempt((current) => current + 1),
    reload: () => (page === 1 ? setAttempt((current) => current + 1) : setPage(1)),
    replace,
    remove,
  };
}
