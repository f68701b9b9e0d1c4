import { useCallback, useState } from 'react';
import type { ApiClient } from '../client/create-client';
import type { Locale } from '../schemas/language';
import { emptyListFilter, type ListFilter } from '../schemas/list-filter';
import type { PagedList } from '../schemas/paged-list';
import { applyFilterChange, type FilterChange } from './apply-filter-change';
import { useApiClient } from './api-client-context';
import { queryKeys, type ListArea } from './query-keys';
import { usePagedList, type PagedListOptions, type PagedListState } from './use-paged-list';

export interface FilteredListOptions<T> {
  /** The server-rendered first page for `initialFilter`. */
  initialPage?: PagedList<T>;
  initialFilter?: ListFilter;
  /** Pages already rendered by the server for `initialFilter` (see `usePagedList`). */
  serverPages?: PagedListOptions<T>['serverPages'];
}

export interface FilteredListState<T> extends PagedListState<T> {
  filter: ListFilter;
  /** spec 4: array values toggle their entries, boolean values are set; the list restarts. */
  changeFilter: (change: FilterChange<ListFilter>) => void;
  /** spec 4: back to the empty filter. */
  resetFilter: () => void;
}

/** The paged, filtered news or event list (spec 4); shared by `useNewsList` and `useEventList`. */
export function useFilteredList<T>(
  area: ListArea,
  locale: Locale,
  fetchPage: (client: ApiClient, page: number, filter: ListFilter) => Promise<PagedList<T>>,
  { initialPage, initialFilter = emptyListFilter, serverPages }: FilteredListOptions<T> = {},
): FilteredListState<T> {
  const client = useApiClient();
  const [filter, setFilter] = useState(initialFilter);
  const list = usePagedList({
    queryKey: queryKeys[area].list(locale, filter),
    fetchPage: (page) => fetchPage(client, page, filter),
    // The first page belongs to the initial filter only; another filter starts empty.
    initialPage: filter === initialFilter ? initialPage : undefined,
    serverPages: filter === initialFilter ? serverPages : undefined,
  });
  const changeFilter = useCallback((change: FilterChange<ListFilter>) => setFilter((current) => applyFilterChange(current, change)), []);
  const resetFilter = useCallback(() => setFilter(emptyListFilter), []);
  return { ...list, filter, changeFilter, resetFilter };
}
