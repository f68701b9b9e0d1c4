import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { Locale } from '../schemas/language';
import { emptyListFilter } from '../schemas/list-filter';
import type { PersonFilter } from '../schemas/person';
import { searchLimits, type SearchCategory } from '../schemas/search';
import { queryKeys, type ListArea } from './query-keys';

/** Query options for one page of the unfiltered news list (kept from the walking skeleton). */
export function newsPageQuery(client: ApiClient, locale: Locale, page: number) {
  return queryOptions({
    queryKey: queryKeys.news.page(locale, page),
    queryFn: () => client.news.list(locale, { page }),
  });
}

/** spec 4: study events and news load anew for each faculty page (never served stale). */
export function studyListQuery(client: ApiClient, locale: Locale, kind: ListArea, faculty: number) {
  return queryOptions({
    queryKey: queryKeys.study.list(locale, kind, faculty),
    queryFn: () =>
      client[kind]
        .list(locale, { filter: { ...emptyListFilter, faculty } })
        .then((page) => page.results),
    staleTime: 0,
    retry: false,
  });
}

/** spec 3/7: the persons matching a filter. */
export function personsQuery(client: ApiClient, locale: Locale, filter: PersonFilter) {
  return queryOptions({
    queryKey: queryKeys.person.list(locale, filter),
    queryFn: () => client.persons.list(locale, filter),
  });
}

/** spec 4, DESIGN.md 3: autocomplete suggestions, asked from 2 characters on. */
export function autocompleteQuery(client: ApiClient, locale: Locale, text: string) {
  const query = text.trim().toLowerCase();
  return queryOptions({
    queryKey: queryKeys.search.autocomplete(locale, query),
    queryFn: () => client.search.autocomplete(locale, query),
    enabled: query.length >= searchLimits.autocompleteMinLength,
    staleTime: 60_000,
  });
}

/** spec 2/7: the search results of every category (submitted only with non-empty text). */
export function searchResultsQuery(client: ApiClient, locale: Locale, text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: queryKeys.search.results(locale, query),
    queryFn: () => client.search.all(locale, query),
    enabled: query !== '',
  });
}

/** spec 2/7: one page of the search results of one category. */
export function searchCategoryQuery(
  client: ApiClient,
  locale: Locale,
  category: SearchCategory,
  text: string,
  page: number,
) {
  const query = text.trim();
  return queryOptions({
    queryKey: queryKeys.search.category(locale, category, query, page),
    queryFn: () => client.search.category(locale, category, query, page),
    enabled: query !== '',
  });
}
