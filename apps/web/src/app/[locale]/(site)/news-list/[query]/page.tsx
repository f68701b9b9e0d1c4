import { t } from '@aula/i18n';
import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cacheTags } from '../../../../../content/cache-tags';
import { visitorApi } from '../../../../../content/visitor-api';
import { type FolderParams, folderScreen, splitQuery } from '../../../../../screens/folder-screen';
import { ListFilterForm } from '../../../../../screens/listing/ListFilterForm';
import { loadFilterOptions } from '../../../../../screens/listing/list-data';
import { needsCleanUrl, isFiltered, listStateQuery, readListState } from '../../../../../screens/listing/list-query';
import { PagedEntries } from '../../../../../screens/listing/PagedEntries';
import { loadPages } from '../../../../../screens/listing/load-pages';
import { screenText } from '../../../../../screens/screen-texts';
import { screenMetadata } from '../../../../../seo/screen-metadata';

interface NewsListProps {
  params: Promise<FolderParams>;
}

async function resolve({ params }: NewsListProps) {
  const { folder, query } = splitQuery(await params);
  const screen = folderScreen('newsList', folder);
  const state = readListState(query);
  if (!screen || state.pages === null) notFound();
  // A shared filter URL stays clean: no empty values, dates as dd.mm.yyyy.
  if (needsCleanUrl(query)) redirect(`${href('newsList', screen.locale)}${listStateQuery(state)}`);
  return { screen, state };
}

export async function generateMetadata(props: NewsListProps): Promise<Metadata> {
  const { screen, state } = await resolve(props);
  return screenMetadata(screen, t(screen.locale, 'news.title'), { query: listStateQuery(state) });
}

export { generateStaticParams } from '../../../../../screens/on-demand';

/** spec 2, 4: the news list: category and date filters, 12 per page with "load more", newest first. */
export default async function NewsListPage(props: NewsListProps) {
  const { screen, state } = await resolve(props);
  const { locale } = screen;
  const api = visitorApi([cacheTags.list('news')]);
  const [news, options] = await Promise.all([
    loadPages(state.pages ?? 1, (page) => api.news.list(locale, { page, filter: state.filter })),
    loadFilterOptions('news', locale),
  ]);
  const action = href('newsList', locale);
  return (
    <>
      <h1>{t(locale, 'news.title')}</h1>
      <ListFilterForm locale={locale} action={action} categories={options.categories} dates={options.dates} state={state} />
      {news.results.length === 0 ? (
        <p>{isFiltered(state) ? screenText(locale, 'emptyList') : t(locale, 'news.empty')}</p>
      ) : (
        <PagedEntries kind="news" entries={news.results} locale={locale} state={state} hasMore={news.hasMore} count={news.count} action={action} testId="news-results" />
      )}
    </>
  );
}
