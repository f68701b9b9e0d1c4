import { buildSitemap, requestOrigin, siteUrl } from '@aula/host';
import { href } from '@aula/routing';
import { contentPagePath, screenPages } from '@aula/routing/seo';
import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { visitorApi } from '@web/content/visitor-api';

/**
 * DESIGN.md 5: rendered on each request, never at build time (the content API does not run
 * then, and `SITE_URL` is read when the host runs). A route without parameters cannot be
 * rendered on demand and then kept in the full-route cache as the pages are (they get there
 * through `generateStaticParams` of their `[locale]` segment), so each request builds the
 * sitemap anew, from the answers `visitorApi` keeps in the data cache under their list tags:
 * the content API is asked again only after an edit or every 5 minutes.
 */
export const dynamic = 'force-dynamic';

/** DESIGN.md 6: `/sitemap.xml`, the published pages of the site (see `buildSitemap`). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const routes = {
    screens: screenPages(),
    newsPath: (locale: 'de' | 'en', slug: string, id: number) =>
      href('newsDetail', locale, { slug, id }),
    contentPagePath,
  };
  return buildSitemap(visitorApi, siteUrl(requestOrigin(await headers())), routes);
}
