import type { ContainerModule } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ModuleRow } from '../modules/module-repository';
import { readSection } from '../modules/read-section';
import { pageContentType, snapshotPage } from '../pages/read-page';
import { cacheTags, type Revalidate } from '../revalidate';

/**
 * After a section changed for visitors (saved, published draft, restore): a new page revision when it
 * belongs to a content page, and the cache tags of the section and its page to the host. Answers
 * the section as it reads now, for the editor's answer.
 *
 * DESIGN.md 8 (save to shown): the host is told while the revision is written, not after it, and
 * the section is taken from the page the revision read instead of being read a second time.
 */
export async function announceSection(
  db: Kysely<Database>,
  container: ModuleRow,
  locale: Locale,
  userId: number,
  revalidate: Revalidate,
  reportError: (error: unknown) => void,
): Promise<ContainerModule | undefined> {
  const tags = [cacheTags.module(container.id)];
  if (container.slug) tags.push(cacheTags.section(container.slug));
  const pageId = container.content_type === pageContentType ? container.object_id : null;
  if (pageId !== null) tags.push(cacheTags.page(pageId));
  const delivered = revalidate(tags).catch(reportError);
  let section: ContainerModule | undefined;
  if (pageId !== null) {
    const page = await db
      .updateTable('page')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', pageId)
      .returningAll()
      .executeTakeFirst();
    const written = page ? await snapshotPage(db, page, locale, userId, reportError) : undefined;
    section = written?.modules.find(
      (module): module is ContainerModule =>
        module.id === container.id && module.model === 'ContainerModule',
    );
  }
  section ??= await readSection(db, container.id, locale, reportError);
  await delivered;
  return section;
}
