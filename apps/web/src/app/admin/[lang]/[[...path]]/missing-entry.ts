import { adminEndpoints, entityByPath, NotFoundError } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { contentApiUrl } from '@web/content/content-api-url';

/**
 * DESIGN.md 9: whether an admin path is the change page of an entry that does not exist (the
 * content API answers 404), so the host answers it with status 404. Any other answer (the entry,
 * a failed or refused load) leaves the page to the admin app's own states.
 */
export async function isMissingEntry(
  locale: Locale,
  path: readonly string[],
  cookies: string,
): Promise<boolean> {
  const [app, model, id = '', action] = path;
  const entity = entityByPath(`${app}/${model}`);
  if (!entity || path.length !== 4 || action !== 'change' || !/^\d{1,9}$/.test(id)) return false;
  const api = adminEndpoints({ baseUrl: contentApiUrl(), init: { cache: 'no-store' }, cookies });
  try {
    await api.get(locale, entity, Number(id));
    return false;
  } catch (error) {
    return error instanceof NotFoundError;
  }
}
