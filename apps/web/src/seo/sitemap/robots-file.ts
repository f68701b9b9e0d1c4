import { href, locales } from '@aula/routing';
import type { MetadataRoute } from 'next';

/**
 * `/robots.txt`: everything is open to crawlers except the content API's pass-through paths
 * (DESIGN.md 2) and search result pages (spec 2: one per query, nothing of their own), and it
 * names the sitemap, always absolutely (issue 16.17: `origin` from `siteUrl`).
 */
export function robotsFile(origin: URL): MetadataRoute.Robots {
  const disallow = locales.flatMap((locale) => [`/${locale}/api/`, `/${locale}/pageeditor-api/`, href('search', locale)]);
  return {
    rules: { userAgent: '*', allow: '/', disallow },
    sitemap: new URL('/sitemap.xml', origin).href,
  };
}
