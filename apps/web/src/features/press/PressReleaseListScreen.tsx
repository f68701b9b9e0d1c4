import { t } from '@aula/i18n';
import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { type FolderParams, folderScreen, splitQuery } from '@web/screens/folder-screen';
import { listStateQuery, readListState } from '@aula/api-client';
import { loadPages } from '@aula/host';
import { PagedEntries } from '@web/features/lists/PagedEntries';
import { screenTitle } from '@web/screens/screen-title';
import { screenMetadata } from '@web/seo/screen-metadata';

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
  return screenMetadata(screen, screenTitle('pressReleaseList', screen.locale), {
    query: listStateQuery(state),
  });
}

/** spec 2: the press releases, newest first, 12 per page with "load more". */
export async function PressReleaseListPage(props: PressReleaseListProps) {
  const { screen, state } = await resolve(props);
  const { locale } = screen;
  const api = visitorApi([cacheTags.list('press-release')]);
  const releases = await loadPages(state.pages, (page) => api.press.releases(locale, { page }));
  return (
    <>
      <h1>{screenTitle('pressReleaseList', locale)}</h1>
      {releases.results.length === 0 ? (
        <p>{t(locale, 'page.emptyList')}</p>
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
