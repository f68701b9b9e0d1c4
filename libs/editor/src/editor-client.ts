import { createClient, type ApiClient } from '@aula/api-client';

/**
 * The browser's content API client: same origin (the host passes `/{locale}/pageeditor-api/*`
 * through), the session cookie sent by the browser, the CSRF header read from `csrftoken`.
 */
export function editorClient(): ApiClient {
  return createClient();
}
