import {
  type ApiClient,
  emptyListFilter,
  type EventEntry,
  type Locale,
  type NewsTeaser,
  type PagedList,
  type PressRelease,
} from '@aula/api-client';
import { queryKeys } from '@aula/api-client/react';
import type { ReactNode } from 'react';
import { entryRenderers } from './entry-renderers';
import type { ListState } from '@aula/api-client';

/** One kind of paged list: how a page is fetched and keyed, and how an entry is shown. */
export interface ListKind<T extends { id: number }> {
  queryKey: (locale: Locale, filter: ListState['filter']) => readonly unknown[];
  fetchPage: (
    client: ApiClient,
    locale: Locale,
    filter: ListState['filter'],
  ) => (page: number) => Promise<PagedList<T>>;
  render: (entry: T, locale: Locale) => ReactNode;
}

const news: ListKind<NewsTeaser> = {
  queryKey: (locale, filter) => queryKeys.news.list(locale, { ...emptyListFilter, ...filter }),
  fetchPage: (client, locale, filter) => (page) => client.news.list(locale, { page, filter }),
  render: entryRenderers.news,
};

const events: ListKind<EventEntry> = {
  queryKey: (locale, filter) => queryKeys.events.list(locale, { ...emptyListFilter, ...filter }),
  fetchPage: (client, locale, filter) => (page) => client.events.list(locale, { page, filter }),
  render: entryRenderers.events,
};

const pressReleases: ListKind<PressRelease> = {
  queryKey: (locale) => queryKeys.pressReleases.list(locale),
  fetchPage: (client, locale) => (page) => client.press.releases(locale, { page }),
  render: entryRenderers.pressReleases,
};

/** The lists whose "load more" continues on the client (spec 2, 4). */
export const listKinds = { news, events, pressReleases };
export type ListKindName = keyof typeof listKinds;
