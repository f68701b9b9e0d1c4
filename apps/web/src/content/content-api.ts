import { createClient } from '@aula/api-client';
import { contentApiUrl } from './content-api-url';

/** The typed content API client for server code, uncached; `cookies` forwards a session (editors). */
export function contentApi(cookies?: string) {
  return createClient({
    baseUrl: contentApiUrl(),
    init: { cache: 'no-store' },
    ...(cookies ? { cookies } : {}),
  });
}
