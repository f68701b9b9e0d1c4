import { match } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * DESIGN.md 9: whether a redirect's target exists: an http(s) URL is taken as given; a site path
 * must be a screen of the route table or a content page of its language.
 */
export async function redirectTargetExists(db: Kysely<Database>, target: string): Promise<boolean> {
  if (/^https?:\/\//i.test(target)) return true;
  const [path = ''] = target.split(/[?#]/);
  const found = match(path.replace(/\/+$/, '') || '/', '');
  if (found.kind === 'screen') return found.screen !== 'notFound';
  if (found.kind !== 'none' || !found.locale) return found.kind === 'redirect' && path === '/';
  const rest = path.split('/').slice(2).filter(Boolean).join('/');
  const column = found.locale === 'de' ? 'path_de' : 'path_en';
  const page = await db
    .selectFrom('page')
    .select('id')
    .where((eb) =>
      eb.or([eb(column, '=', rest), eb(column, '=', `/${rest}`), eb('slug', '=', rest)]),
    )
    .executeTakeFirst();
  return Boolean(page);
}
