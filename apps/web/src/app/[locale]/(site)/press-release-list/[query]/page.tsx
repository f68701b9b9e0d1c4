import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cacheTags } from '../../../../content/cache-tags';
import { visitorApi } from '../../../../content/visitor-api';
import { type FolderParams, folderScreen } from '../../../../screens/folder-screen';
import { LoadMoreLink } from '../../../../screens/listing/LoadMoreLink';
import { listStateQuery, readListState, type SearchParamsRecord } from '../../../../screens/listing/list-query';
import { loadPages } from '../../../../screens/listing/load-pages';
import { PressReleaseCards } from '../../../../screens/listing/PressReleaseCards';
import { screenText } from '../../../../screens/screen-texts';
import { screenTitle } from '../../../../screens/screen-title';
import { screenMetadata } from '../../../../seo/screen-metadata';

interface PressReleaseListProps {
  params: Promise<FolderParams>;
  searchParams: Promise<SearchParamsRecord>;
}

async function resolve({ params, searchParams }: PressReleaseListProps) {
  const screen = folderScreen('pressReleaseList', await params);
  const { pages } = readListState(await searchParams);
  if (!screen || pages === null) notFound();
  return { screen, state: { filter: { category: [], date: [] }, pages } };
}

export async function generateMetadata(props: PressReleaseListProps): Promise<Metadata> {
  const { screen, state } = await resolve(props);
  return screenMetadata(screen, screenTitle('pressReleaseList', screen.locale), { query: listStateQuery(state) });
}

/** spec 2: the press releases, newest first, 12 per page with "load more". */
export default async function PressReleaseListPage(props: PressReleaseListProps) {
  const { screen, state } = await resolve(props);
  const { locale } = screen;
  const api = visitorApi([cacheTags.list('press-releases')]);
  const releases = await loadPages(state.pages, (page) => api.press.releases(locale, { page }));
  return (
    <>
      <h1>{screenTitle('pressReleaseList', locale)}</h1>
      {releases.results.length === 0 ? <p>{screenText(locale, 'emptyList')}</p> : <PressReleaseCards releases={releases.results} locale={locale} />}
      {releases.hasMore && <LoadMoreLink locale={locale} action={href('pressReleaseList', locale)} state={state} />}
    </>
  );
}
