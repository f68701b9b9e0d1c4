import { requestOrigin, siteUrl } from '@aula/host';
import { robotsRules } from '@aula/routing/seo';
import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';

/** Read per request, never at build time: `SITE_URL` belongs to the running host, not to the build. */
export const dynamic = 'force-dynamic';

/** `/robots.txt` (see `robotsRules`). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(siteUrl(requestOrigin(await headers())));
}
