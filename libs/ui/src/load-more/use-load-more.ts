import type { PagedListState } from '@aula/api-client/react';
import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export interface LoadMoreOptions<T> {
  paged: PagedListState<T>;
  /** Pages 1..n the server rendered. */
  shown: number;
  /** The URL of the list with pages 1..n shown (kept in the address bar, so a reload shows the same). */
  urlOf: (pages: number) => string;
  /** The element holding the list; the first added entry's link is found in it. */
  listRef: RefObject<HTMLElement | null>;
  /** The selector of entry `index` among those loaded here (`[data-loaded-index="3"]`, a row...). */
  entrySelector: (index: number) => string;
  /** Asks for the next page once, right after mounting (an island loaded by a press of "load more", see `DeferredLoadMore`). */
  autoLoad?: boolean;
}

/**
 * spec 4: the behaviour every "load more" list shares (news, events, press releases, persons;
 * one island, so none reloads the page): the next page is appended in place (no new document,
 * the scroll position stays), the URL names the pages shown, and keyboard and screen-reader users
 * continue at the first entry that was added. Until hydration the control is the server's link.
 */
export function useLoadMore<T>({
  paged,
  shown,
  urlOf,
  listRef,
  entrySelector,
  autoLoad = false,
}: LoadMoreOptions<T>) {
  // The index (among the entries loaded here) of the first entry of the page asked for last.
  const focusIndex = useRef<number | null>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const loadedPage = paged.page;
  useEffect(() => {
    if (loadedPage <= shown) return;
    window.history.replaceState(null, '', urlOf(loadedPage));
  }, [loadedPage, shown, urlOf]);

  const loaded = paged.items.length;
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || loaded <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelector<HTMLElement>(`${entrySelector(index)} a`)?.focus();
  }, [loaded, listRef, entrySelector]);

  const busy = paged.isLoading || paged.isFetchingPage;
  const loadMore = () => {
    focusIndex.current = loaded;
    paged.loadMore();
  };
  const autoLoaded = useRef(!autoLoad);
  useEffect(() => {
    if (autoLoaded.current) return;
    autoLoaded.current = true;
    loadMore();
  });
  return { hydrated, busy, loaded, loadMore };
}
