import { cacheTags } from '@aula/api-client';
import { collectPages } from '../collect-pages';
import type { SitemapApi, SitemapLog, SitemapRoutes } from './sitemap-client';
import type { SitemapPage } from './sitemap-page';

/**
 * spec 2: the published news (the API lists only those), dated by publication. List entries
 * carry no `urls`: the English path is built from the English list's slug of the same id; if
 * that list fails, the news are listed without their English alternate.
 */
export async function newsPages(
  api: SitemapApi,
  log: SitemapLog,
  { newsPath }: Pick<SitemapRoutes, 'newsPath'>,
): Promise<SitemapPage[]> {
  const client = api([cacheTags.list('news')]);
  const [german, english] = await Promise.all([
    collectPages((page) => client.news.list('de', { page })),
    collectPages((page) => client.news.list('en', { page })).catch((error: unknown) => {
      log('[sitemap] the English news list failed', error);
      return [];
    }),
  ]);
  const englishSlugs = new Map(english.map((news) => [news.id, news.slug]));
  return german.map((news) => {
    const slug = englishSlugs.get(news.id);
    return {
      de: newsPath('de', news.slug, news.id),
      en: slug === undefined ? null : newsPath('en', slug, news.id),
      lastModified: news.date,
    };
  });
}

/** spec 2: the events the API lists (published, still to come), with their `urls`. */
export async function eventPages(api: SitemapApi): Promise<SitemapPage[]> {
  const client = api([cacheTags.list('event')]);
  const events = await collectPages((page) => client.events.list('de', { page }));
  return events.map(({ urls }) => ({ de: urls.de, en: urls.en }));
}

/** spec 2: the published press releases with their `urls`, dated by publication. */
export async function pressReleasePages(api: SitemapApi): Promise<SitemapPage[]> {
  const client = api([cacheTags.list('press-release')]);
  const releases = await collectPages((page) => client.press.releases('de', { page }));
  return releases.map(({ urls, date }) => ({ de: urls.de, en: urls.en, lastModified: date }));
}

/** spec 2: the persons of the directory with their `urls` (one answer, not paged: spec 3). */
export async function personPages(api: SitemapApi): Promise<SitemapPage[]> {
  const { results } = await api([cacheTags.list('person')]).persons.list('de');
  return results.map(({ urls }) => ({ de: urls.de, en: urls.en }));
}
