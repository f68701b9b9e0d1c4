import { t } from '@aula/i18n';
import { NewsTeaserCard } from '@aula/blocks';
import { href, isLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentApi } from '../../../content/content-api';
import { pageNumber } from '../../../routing/page-number';

interface NewsListProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: NewsListProps): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: t(locale, 'news.title') } : {};
}

/** spec 2: the news list, one page of 12 per request, newest first. */
export default async function NewsListPage({ params, searchParams }: NewsListProps) {
  const { locale } = await params;
  const page = pageNumber((await searchParams)['page']);
  if (!isLocale(locale) || page === null) notFound();
  const news = await contentApi().news.list(locale, { page });
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
