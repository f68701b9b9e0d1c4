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
import { knownHyphenation, learnHyphenation } from './known-hyphenation';
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

/** A page with its titles' hyphenation learnt, so its cards show at once as the server's do. */
async function withHyphenation<T extends { title: string }>(locale: Locale, page: PagedList<T>) {
  await learnHyphenation(
    locale,
    page.results.map((entry) => entry.title),
  );
  return page;
}

const news: ListKind<NewsTeaser> = {
  queryKey: (locale, filter) => queryKeys.news.list(locale, { ...emptyListFilter, ...filter }),
  fetchPage: (client, locale, filter) => async (page) =>
    withHyphenation(locale, await client.news.list(locale, { page, filter })),
  render: (entry, locale) => entryRenderers.news(entry, locale, knownHyphenation(locale)),
};

const events: ListKind<EventEntry> = {
  queryKey: (locale, filter) => queryKeys.events.list(locale, { ...emptyListFilter, ...filter }),
  fetchPage: (client, locale, filter) => async (page) =>
    withHyphenation(locale, await client.events.list(locale, { page, filter })),
  render: (entry, locale) => entryRenderers.events(entry, locale, knownHyphenation(locale)),
};

const pressReleases: ListKind<PressRelease> = {
  queryKey: (locale) => queryKeys.pressReleases.list(locale),
  fetchPage: (client, locale) => async (page) =>
    withHyphenation(locale, await client.press.releases(locale, { page })),
  render: (entry, locale) => entryRenderers.pressReleases(entry, locale, knownHyphenation(locale)),
};

/** The lists whose "load more" continues on the client (spec 2, 4). */
export const listKinds = { news, events, pressReleases };
export type ListKindName = keyof typeof listKinds;
