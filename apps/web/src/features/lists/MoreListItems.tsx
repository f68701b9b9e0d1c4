'use client';

import { useApiClient, usePagedList } from '@aula/api-client/react';
import { useCallback, useRef } from 'react';
import { listStateQuery, maxLoadedPages } from '@aula/api-client';
import type { ListKind } from './list-kinds';
import { LoadMoreFooter, useLoadMore } from '@aula/ui';
import type { MoreListEngineProps } from './MoreListEngine';

export type MoreListItemsProps<T extends { id: number }> = Omit<MoreListEngineProps, 'kind'> & {
  list: ListKind<T>;
};

const loadedEntry = (index: number) => `[data-loaded-index="${index}"]`;

/** The list with the pages loaded here appended, the "load more" control and its announcements. */
export function MoreListItems<T extends { id: number }>({
  list,
  locale,
  state,
  hasMore,
  count,
  action,
  listProps,
  labels,
  children,
  autoLoad,
}: MoreListItemsProps<T>) {
  const client = useApiClient();
  const shown = state.pages ?? 1;
  const paged = usePagedList<T>({
    queryKey: list.queryKey(locale, state.filter),
    fetchPage: list.fetchPage(client, locale, state.filter),
    serverPages: { pages: shown, hasMore, count },
  });
  const listRef = useRef<HTMLUListElement>(null);
  // The URL names the pages shown, so a reload or a shared link shows the same list (up to the server's bound).
  const urlOf = useCallback(
    (pages: number) =>
      `${action}${listStateQuery({ filter: state.filter, pages: Math.min(pages, maxLoadedPages) })}`,
    [action, state.filter],
  );
  const { hydrated, busy, loaded, loadMore } = useLoadMore({
    paged,
    shown,
    urlOf,
    listRef,
    entrySelector: loadedEntry,
    autoLoad,
  });
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
      <LoadMoreFooter
        labels={labels}
        busy={busy}
        loaded={loaded}
        failed={paged.error !== null}
        hasMore={paged.hasMore}
        hydrated={hydrated}
        nextHref={`${action}${listStateQuery({ filter: state.filter, pages: shown + 1 })}`}
        onLoadMore={loadMore}
      />
    </>
  );
}
