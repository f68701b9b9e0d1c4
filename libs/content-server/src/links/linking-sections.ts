import { href } from '@aula/routing';
import { sql, type Kysely } from 'kysely';
import { cacheTags } from '../revalidate';
import type { Database } from '../db/schema';
import { pageContentType } from '../pages/read-page';

/** The detail screens whose path ends with an entry id (links by reference, resolve-links.ts). */
export type LinkedScreen =
  'newsDetail' | 'eventDetail' | 'personDetail' | 'pressReleaseDetail' | 'applicationDetail';

/** `/de/neuigkeiten` and `/en/news`: the fixed start of a detail screen's path per language. */
function prefixes(screen: LinkedScreen): string[] {
  // Every one of these paths is `{prefix}/{slug}/{id}`: drop the two parameters of a sample.
  return (['de', 'en'] as const).map((locale) =>
    href(screen, locale, { slug: 'x', id: 1 }).split('/').slice(0, -2).join('/'),
  );
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * DESIGN.md 9: the cache tags of the sections whose blocks link to entry `id` of `screen` (a Link
 * field or a link in rich text). A write that renames the entry's slug announces them too, so
 * cached visitor pages show the link's new URL at once instead of relying on a redirect.
 */
export async function linkingSectionTags(
  db: Kysely<Database>,
  screen: LinkedScreen,
  id: number,
): Promise<string[]> {
  const pattern = `(${prefixes(screen).map(escapeRegex).join('|')})/[^/"\\\\?#]+/${id}([?#"\\\\]|$)`;
  let rows = await db
    .selectFrom('module')
    .select(['id', 'parent_id', 'slug', 'content_type', 'object_id'])
    .where(sql<boolean>`data::text ~ ${pattern}`)
    .execute();
  const tags = new Set<string>();
  const seen = new Set<number>();
  while (rows.length > 0) {
    const parents: number[] = [];
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (row.parent_id !== null) {
        parents.push(row.parent_id);
        continue;
      }
      tags.add(cacheTags.module(row.id));
      if (row.slug) tags.add(cacheTags.section(row.slug));
      if (row.content_type === pageContentType && row.object_id !== null)
        tags.add(cacheTags.page(row.object_id));
    }
    rows =
      parents.length > 0
        ? await db
            .selectFrom('module')
            .select(['id', 'parent_id', 'slug', 'content_type', 'object_id'])
            .where('id', 'in', parents)
            .execute()
        : [];
  }
  return [...tags];
}
