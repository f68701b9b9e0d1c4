import type { ApiClient } from '@aula/api-client';
import type { Locale } from '@aula/routing';

/**
 * spec 6: whether the content API knows the session as a logged-in editor
 * (`GET /{locale}/pageeditor-api/user` answers `logged`). Any failure (401, network) is a
 * visitor: an editor render is only ever chosen on a clear yes.
 */
export async function isEditor(
  api: Pick<ApiClient, 'pageEditor'>,
  locale: Locale,
): Promise<boolean> {
  try {
    return (await api.pageEditor.user(locale)).logged;
  } catch {
    return false;
  }
}
