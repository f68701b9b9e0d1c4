import { createClient } from '@aula/api-client';
import { contentApiUrl } from './content-api-url';

/** The typed content API client for server components. */
export function contentApi() {
  return createClient({ baseUrl: contentApiUrl(), init: { cache: 'no-store' } });
}
