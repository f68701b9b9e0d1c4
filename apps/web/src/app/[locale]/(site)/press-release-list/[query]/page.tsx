import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cacheTags } from '../../../../../content/cache-tags';
import { visitorApi } from '../../../../../content/visitor-api';
import { type FolderParams, folderScreen, splitQuery } from '../../../../../screens/folder-screen';
import { listStateQuery, readListState } from '../../../../../screens/listing/list-query';
import { loadPages } from '../../../../../screens/listing/load-pages';
import { PagedEntries } from '../../../../../screens/listing/PagedEntries';
import { screenText } from '../../../../../screens/screen-texts';
import { screenTitle } from '../../../../../screens/screen-title';
import { screenMetadata } from '../../../../../seo/screen-metadata';

interface PressReleaseListProps {
  params: Promise<FolderParams>;
}

async function resolve({ params }: PressReleaseListProps) {
  const { folder, query } = splitQuery(await params);
  const screen = folderScreen('pressReleaseList', folder);
  const { pages } = readListState(query);
  if (!screen || pages === null) notFound();
  return { screen, state: { filter: { category: [], date: [] }, pages } };
}

export async function generateMetadata(props: PressReleaseListProps): Promise<Metadata> {
  const { screen, state } = await resolve(props);
  return screenMetadata(screen, screenTitle('pressReleaseList', screen.locale), { query: listStateQuery(state) });
}

export { generateStaticParams } from '../../../../../screens/on-demand';

/** spec 2: the press releases, newest first, 12 per page with "load more". */
export default async function PressReleaseListPage(props: PressReleaseListProps) {
  const { screen, state } = await resolve(props);
  const { locale } = screen;
  const api = visitorApi([cacheTags.list('press-release')]);
  const releases = await loadPages(state.pages, (page) => api.press.releases(locale, { page }));
  return (
    <>
      <h1>{screenTitle('pressReleaseList', locale)}</h1>
      {releases.results.length === 0 ? (
        <p>{screenText(locale, 'emptyList')}</p>
      ) : (
        <PagedEntries
          kind="pressReleases"
          entries={releases.results}
          locale={locale}
          state={state}
          hasMore={releases.hasMore}
          count={releases.count}
          action={href('pressReleaseList', locale)}
          testId="press-release-results"
        />
      )}
    </>
  );
}
