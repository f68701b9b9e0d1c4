import { NotFoundError, cacheTags, type NavigationItem } from '@aula/api-client';
import { mapLimited } from '../map-limited';
import type { SitemapApi, SitemapLog, SitemapRoutes } from './sitemap-client';
import type { SitemapPage } from './sitemap-page';

/** At most this many navigation pages are looked up, this many at a time. */
export const maxNavigationPages = 200;
const parallelLookups = 4;

function* walk(items: readonly NavigationItem[]): Generator<string> {
  for (const item of items) {
    yield item.url;
    yield* walk(item.children);
  }
}

/**
 * DESIGN.md 2, 6: the content-managed pages the menu and footer link (`pageEditor.nav`),
 * internal URLs only. Each is looked up like a visitor's request, so only pages a visitor may
 * see are listed (an offline page is not found), with the `urls` the page gives per language.
 */
export async function navigationPages(
  api: SitemapApi,
  log: SitemapLog,
  { contentPagePath }: Pick<SitemapRoutes, 'contentPagePath'>,
): Promise<SitemapPage[]> {
  const navigation = await api([cacheTags.list('navigation')]).pageEditor.nav('de');
  const paths = [
    ...new Set([...walk(navigation.menu), ...walk(navigation.footer)].map(contentPagePath)),
  ]
    .filter((path): path is string => path !== null)
    .slice(0, maxNavigationPages);
  const pages = await mapLimited(
    paths,
    parallelLookups,
    async (path): Promise<SitemapPage | null> => {
      try {
        const page = await api([
          cacheTags.list('navigation'),
          cacheTags.pagePath('de', path),
        ]).pageEditor.page('de', path);
        return page.is_online ? { de: page.urls.de, en: page.urls.en } : null;
      } catch (error) {
        // Not found: offline, or no page (a redirect); either way nothing for the sitemap.
        if (!(error instanceof NotFoundError)) log(`[sitemap] the page /de/${path} failed`, error);
        return null;
      }
    },
  );
  return pages.filter((page): page is SitemapPage => page !== null);
}
