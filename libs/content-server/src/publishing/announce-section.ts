import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ModuleRow } from '../modules/module-repository';
import { pageContentType, snapshotPage } from '../pages/read-page';
import { cacheTags, type Revalidate } from '../revalidate';

/**
 * After a section changed for visitors (saved, published draft, restore): a new page revision when it
 * belongs to a content page, and the cache tags of the section and its page to the host.
 */
export async function announceSection(
  db: Kysely<Database>,
  container: ModuleRow,
  locale: Locale,
  userId: number,
  revalidate: Revalidate,
  reportError: (error: unknown) => void,
) {
  const tags = [cacheTags.module(container.id)];
  if (container.slug) tags.push(cacheTags.section(container.slug));
  if (container.content_type === pageContentType && container.object_id !== null) {
    tags.push(cacheTags.page(container.object_id));
    const page = await db
      .updateTable('page')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', container.object_id)
      .returningAll()
      .executeTakeFirst();
    if (page) await snapshotPage(db, page, locale, userId);
  }
  await revalidate(tags).catch(reportError);
}
