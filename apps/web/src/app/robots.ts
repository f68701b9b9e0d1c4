import type { MetadataRoute } from 'next';
import { robotsFile } from '@web/seo/sitemap/robots-file';
import { siteUrl } from '@web/seo/site-url';

/** Read per request, never at build time: `SITE_URL` belongs to the running host, not to the build. */
export const dynamic = 'force-dynamic';

/** `/robots.txt` (see `robotsFile`). */
export default function robots(): MetadataRoute.Robots {
  return robotsFile(siteUrl());
}
