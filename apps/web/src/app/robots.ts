import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { robotsFile } from '@web/seo/sitemap/robots-file';
import { requestOrigin, siteUrl } from '@web/seo/site-url';

/** Read per request, never at build time: `SITE_URL` belongs to the running host, not to the build. */
export const dynamic = 'force-dynamic';

/** `/robots.txt` (see `robotsFile`). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsFile(siteUrl(requestOrigin(await headers())));
}
