import { createClient } from '@aula/api-client';
import { contentApiUrl } from './content-api-url';
import { safeTags } from './cache-tags';

/**
 * How long (seconds) an answer is served before it is fetched again in the background: what
 * the content API answers also changes with time alone (upcoming events, breaking news and
 * pages with a publishing window). The visitor layout refreshes its pages at the same pace.
 */
export const contentRefreshSeconds = 300;

/**
 * DESIGN.md 5: the content API client of visitor pages. Answers are kept in Next's data cache,
 * dropped at once when `POST /api/revalidate` names one of `tags` (an edit is visible to the
 * next visitor) and refreshed in the background after `contentRefreshSeconds`; while the API
 * is down the last answer keeps being served. No cookies are sent: visitor pages never vary on
 * the session.
 */
export function visitorApi(tags: readonly string[], extraHeaders: Record<string, string> = {}) {
  return createClient({
    baseUrl: contentApiUrl(),
    init: {
      cache: 'force-cache',
      credentials: 'omit',
      headers: extraHeaders,
      next: { revalidate: contentRefreshSeconds, tags: safeTags(tags) },
    },
  });
}
