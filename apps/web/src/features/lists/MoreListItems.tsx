'use client';

import { useApiClient, usePagedList } from '@aula/api-client/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { listStateQuery, maxLoadedPages } from '@aula/api-client';
import type { ListKind } from './list-kinds';
import type { MoreListPagesProps } from './MoreListPages';

export type MoreListItemsProps<T extends { id: number }> = Omit<MoreListPagesProps, 'kind'> & { list: ListKind<T> };

const noSubscription = () => () => undefined;

/** The list with the pages loaded here appended, the "load more" control and its announcements. */
export function MoreListItems<T extends { id: number }>({ list, locale, state, hasMore, count, action, listProps, labels, children }: MoreListItemsProps<T>) {
  const client = useApiClient();
  const shown = state.pages ?? 1;
  const paged = usePagedList<T>({ queryKey: list.queryKey(locale, state.filter), fetchPage: list.fetchPage(client, locale, state.filter), serverPages: { pages: shown, hasMore, count } });
  const listRef = useRef<HTMLUListElement>(null);
  // The index (among the entries loaded here) of the first entry of the page asked for last.
  const focusIndex = useRef<number | null>(null);
  // Until hydration the control is the server's link (works without script); then a real button.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  const loadedPage = paged.page;
  useEffect(() => {
    if (loadedPage <= shown) return;
    // The URL names the pages shown, so a reload or a shared link shows the same list (up to the server's bound).
    window.history.replaceState(null, '', `${action}${listStateQuery({ filter: state.filter, pages: Math.min(loadedPage, maxLoadedPages) })}`);
  }, [loadedPage, shown, action, state.filter]);

  const loaded = paged.items.length;
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || loaded <= index) return;
    focusIndex.current = null;
    // Keyboard and screen-reader users continue at the first entry that was added.
    listRef.current?.querySelector<HTMLElement>(`[data-loaded-index="${index}"] a`)?.focus();
  }, [loaded]);

  const busy = paged.isLoading || paged.isFetchingPage;
  const loadMore = () => {
    focusIndex.current = loaded;
    paged.loadMore();
  };
  return (
    <>
      <ul {...listProps} ref={listRef} aria-busy={busy}>
        {children}
        {paged.items.map((entry, index) => (
          <li key={entry.id} data-loaded-index={index}>
            {list.render(entry, locale)}
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {busy ? labels.loading : loaded > 0 ? labels.loaded.replace('{count}', String(loaded)) : ''}
      </p>
      {paged.error && <p role="alert">{labels.failed}</p>}
      {paged.hasMore && (
        <p className="load-more">
          {hydrated ? (
            <button type="button" onClick={loadMore} disabled={busy}>
              {busy ? labels.loading : labels.loadMore}
            </button>
          ) : (
            <a href={`${action}${listStateQuery({ filter: state.filter, pages: shown + 1 })}`}>{labels.loadMore}</a>
          )}
        </p>
      )}
    </>
  );
}
