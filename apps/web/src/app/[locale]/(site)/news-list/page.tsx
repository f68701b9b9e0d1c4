import { t } from '@aula/i18n';
import { NotFoundError } from '@aula/api-client';
import { NewsTeaserCard } from '@aula/blocks';
import { href, type Locale } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentApi } from '../../../../content/content-api';
import { pageNumber } from '../../../../routing/page-number';
import { type FolderParams, folderScreen } from '../../../../screens/folder-screen';
import { screenMetadata } from '../../../../seo/screen-metadata';

interface NewsListProps {
  params: Promise<FolderParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * One page of the list, shared by the metadata and the page (React's per-request cache). A page
 * number past the last page is a page that does not exist, not a failure.
 */
const loadNews = cache((locale: Locale, page: number) =>
  contentApi()
    .news.list(locale, { page })
    .catch((error: unknown) => {
      if (error instanceof NotFoundError) notFound();
      throw error;
    }),
);

export async function generateMetadata({ params, searchParams }: NewsListProps): Promise<Metadata> {
  const screen = folderScreen('newsList', await params);
  const page = pageNumber((await searchParams)['page']);
  if (!screen || page === null) notFound();
  // Fetched here too, so that a missing page gets the not-found title (the fetch is shared).
  await loadNews(screen.locale, page);
  return screenMetadata(screen, t(screen.locale, 'news.title'), { query: page > 1 ? `?page=${page}` : '' });
}

/** spec 2: the news list, one page of 12 per request, newest first. */
export default async function NewsListPage({ params, searchParams }: NewsListProps) {
  const screen = folderScreen('newsList', await params);
  const page = pageNumber((await searchParams)['page']);
  if (!screen || page === null) notFound();
  const { locale } = screen;
  const news = await loadNews(locale, page);
  const listHref = href('newsList', locale);
  return (
    <>
      <h1>{t(locale, 'news.title')}</h1>
      {news.results.length === 0 ? (
        <p>{t(locale, 'news.empty')}</p>
      ) : (
        <ul className="plain-list">
          {news.results.map((item) => (
            <li key={item.id}>
              <NewsTeaserCard item={item} locale={locale} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t(locale, 'pagination.label')}>
        {news.previous && <a href={`${listHref}?page=${page - 1}`}>{t(locale, 'pagination.previous')}</a>}{' '}
        {news.next && <a href={`${listHref}?page=${page + 1}`}>{t(locale, 'pagination.next')}</a>}
      </nav>
    </>
  );
}
