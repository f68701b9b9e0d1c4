import { NotFoundError, type NavigationItem } from '@aula/api-client';
import { match } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { mapLimited } from '@aula/api-client/host';
import type { SitemapApi, SitemapLog } from './sitemap-client';
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
 * The content-managed page path (below `/de/`, still URL-encoded as the proxy passes it to the
 * page lookup) of a navigation URL, or null: external links, media and files, other languages
 * and the screens of the route table (listed by themselves) are no content pages.
 */
export function contentPagePath(url: string): string | null {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const result = match(pathname);
  if (result.kind !== 'none' || result.locale !== 'de') return null;
  const path = pathname.split('/').slice(2).filter(Boolean).join('/');
  return path === '' ? null : path;
}

/**
 * DESIGN.md 2, 6: the content-managed pages the menu and footer link (`pageEditor.nav`),
 * internal URLs only. Each is looked up like a visitor's request, so only pages a visitor may
 * see are listed (an offline page is not found), with the `urls` the page gives per language.
 */
export async function navigationPages(api: SitemapApi, log: SitemapLog): Promise<SitemapPage[]> {
  const navigation = await api([cacheTags.list('navigation')]).pageEditor.nav('de');
  const paths = [...new Set([...walk(navigation.menu), ...walk(navigation.footer)].map(contentPagePath))]
    .filter((path): path is string => path !== null)
    .slice(0, maxNavigationPages);
  const pages = await mapLimited(paths, parallelLookups, async (path): Promise<SitemapPage | null> => {
    try {
      const page = await api([cacheTags.list('navigation'), cacheTags.pagePath('de', path)]).pageEditor.page('de', path);
      return page.is_online ? { de: page.urls.de, en: page.urls.en } : null;
    } catch (error) {
      // Not found: offline, or no page (a redirect); either way nothing for the sitemap.
      if (!(error instanceof NotFoundError)) log(`[sitemap] the page /de/${path} failed`, error);
      return null;
    }
  });
  return pages.filter((page): page is SitemapPage => page !== null);
}
