import { href } from '../href';
import { locales } from '../locales';

/** `/robots.txt` as data, in the shape of a Next.js `MetadataRoute.Robots`. */
export interface RobotsRules {
  rules: { userAgent: string; allow: string; disallow: string[] };
  sitemap: string;
}

/**
 * `/robots.txt`: everything is open to crawlers except the content API's pass-through paths
 * (DESIGN.md 2) and search result pages (spec 2: one per query, nothing of their own), and it
 * names the sitemap, always absolutely (`origin` from `siteUrl`):
 * search engines reject a relative `Sitemap:` line.
 */
export function robotsRules(origin: URL): RobotsRules {
  const disallow = locales.flatMap((locale) => [
    `/${locale}/api/`,
    `/${locale}/pageeditor-api/`,
    href('search', locale),
  ]);
  return {
    rules: { userAgent: '*', allow: '/', disallow },
    sitemap: new URL('/sitemap.xml', origin).href,
  };
}
