import { t } from '@aula/i18n';
import { href, type Locale } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { screenMetadata } from '@web/seo/screen-metadata';
import { type FolderParams, folderScreen, splitQuery } from '@web/screens/folder-screen';
import { ListFilterForm } from './ListFilterForm';
import { loadFilterOptions } from './list-data';
import {
  isFiltered,
  type ListState,
  listStateQuery,
  needsCleanUrl,
  readListState,
} from '@aula/api-client';
import { loadPages } from '@aula/host';
import { PagedEntries } from './PagedEntries';

/** The two filtered lists of spec 2: their screen, title, empty text and test id. */
const filteredLists = {
  news: {
    screen: 'newsList',
    tag: 'news',
    title: (locale: Locale) => t(locale, 'news.title'),
    empty: (locale: Locale) => t(locale, 'news.empty'),
    testId: 'news-results',
  },
  events: {
    screen: 'eventList',
    tag: 'event',
    title: (locale: Locale) => t(locale, 'page.events'),
    empty: (locale: Locale) => t(locale, 'page.emptyList'),
    testId: 'event-results',
  },
} as const;

export type FilteredListKind = keyof typeof filteredLists;

/** The list's language and filter state from its route params (the query segment); not found or a clean-URL redirect otherwise. */
async function resolve(kind: FilteredListKind, params: Promise<FolderParams>) {
  const { folder, query } = splitQuery(await params);
  const screen = folderScreen(filteredLists[kind].screen, folder);
  const state = readListState(query);
  if (!screen || state.pages === null) notFound();
  // A shared filter URL stays clean: no empty values, dates as dd.mm.yyyy.
  if (needsCleanUrl(query))
    redirect(`${href(filteredLists[kind].screen, screen.locale)}${listStateQuery(state)}`);
  return { screen, state };
}

export async function filteredListMetadata(
  kind: FilteredListKind,
  params: Promise<FolderParams>,
): Promise<Metadata> {
  const { screen, state } = await resolve(kind, params);
  return screenMetadata(screen, filteredLists[kind].title(screen.locale), {
    query: listStateQuery(state),
  });
}

/** Pages 1..n of the list, each entry with its kind's type. */
async function loadEntries(kind: FilteredListKind, locale: Locale, state: ListState) {
  const api = visitorApi([cacheTags.list(filteredLists[kind].tag)]);
  const pages = state.pages ?? 1;
  if (kind === 'news')
    return {
      kind,
      ...(await loadPages(pages, (page) => api.news.list(locale, { page, filter: state.filter }))),
    } as const;
  return {
    kind,
    ...(await loadPages(pages, (page) => api.events.list(locale, { page, filter: state.filter }))),
  } as const;
}

/** spec 2, 4: the news or events list: category and date filters, 12 per page with "load more". */
export async function FilteredListScreen({
  kind,
  params,
}: {
  kind: FilteredListKind;
  params: Promise<FolderParams>;
}) {
  const { screen, state } = await resolve(kind, params);
  const { locale } = screen;
  const [loaded, options] = await Promise.all([
    loadEntries(kind, locale, state),
    loadFilterOptions(kind, locale, state.filter),
  ]);
  const action = href(filteredLists[kind].screen, locale);
  const entries =
    loaded.kind === 'news'
      ? ({ kind: 'news', entries: loaded.results } as const)
      : ({ kind: 'events', entries: loaded.results } as const);
  return (
    <>
      <h1>{filteredLists[kind].title(locale)}</h1>
      <ListFilterForm
        locale={locale}
        action={action}
        categories={options.categories}
        dates={options.dates}
        state={state}
        count={loaded.count}
      />
      {loaded.results.length === 0 ? (
        <p>{isFiltered(state) ? t(locale, 'page.emptyList') : filteredLists[kind].empty(locale)}</p>
      ) : (
        <PagedEntries
          {...entries}
          locale={locale}
          state={state}
          hasMore={loaded.hasMore}
          count={loaded.count}
          action={action}
          testId={filteredLists[kind].testId}
        />
      )}
    </>
  );
}
