import { createClient } from '@aula/api-client';
import { contentApiUrl } from './content-api-url';
import { safeTags } from './cache-tags';

/**
 * DESIGN.md 5: the content API client of visitor pages. Answers are kept in Next's data cache
 * without a time limit and dropped only when `POST /api/revalidate` names one of `tags`, so an
 * edit is visible at once and an unchanged page keeps being served while the API is down.
 * No cookies are sent: visitor pages never vary on the session.
 */
export function visitorApi(tags: readonly string[], extraHeaders: Record<string, string> = {}) {
  return createClient({
    baseUrl: contentApiUrl(),
    init: { cache: 'force-cache', credentials: 'omit', headers: extraHeaders, next: { revalidate: false, tags: safeTags(tags) } },
  });
}
