import { href, locales } from '@aula/routing';
import type { MetadataRoute } from 'next';

/**
 * `/robots.txt`: everything is open to crawlers except the content API's pass-through paths
 * (DESIGN.md 2) and search result pages (spec 2: one per query, nothing of their own), and it
 * names the sitemap: absolute under `SITE_URL` (`origin`), else relative like the canonical
 * links (Next.js knows no origin then).
 */
export function robotsFile(origin: URL | null): MetadataRoute.Robots {
  const disallow = locales.flatMap((locale) => [`/${locale}/api/`, `/${locale}/pageeditor-api/`, href('search', locale)]);
  return {
    rules: { userAgent: '*', allow: '/', disallow },
    sitemap: origin ? new URL('/sitemap.xml', origin).href : '/sitemap.xml',
  };
}
