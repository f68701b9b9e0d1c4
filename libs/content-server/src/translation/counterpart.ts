import type { Locale } from '@aula/api-client';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { inlineChildModel } from '../modules/module-fields';
import type { ModuleRow } from '../modules/module-repository';
import type { StoredBlock } from './translation-gaps';

type Executor = Kysely<Database> | Transaction<Database>;

/** The other of the two languages. */
export const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

/** The top-level sections of one owner (a content page, an entry) in `locale`, in page order. */
export function ownerSections(
  db: Executor,
  locale: Locale,
  contentType: string,
  objectId: number,
): Promise<ModuleRow[]> {
  return db
    .selectFrom('module')
    .selectAll()
    .where('locale', '=', locale)
    .where('content_type', '=', contentType)
    .where('object_id', '=', objectId)
    .where('parent_id', 'is', null)
    .where('model', '=', 'ContainerModule')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * DESIGN.md 8: the same section in the other language: the container with the same slug, or, for a
 * content page's sections (which have none), the one at the same place among the page's sections.
 */
export async function counterpartOf(db: Executor, row: ModuleRow): Promise<ModuleRow | undefined> {
  const other = otherLocale(row.locale);
  if (row.slug) {
    return db
      .selectFrom('module')
      .selectAll()
      .where('locale', '=', other)
      .where('slug', '=', row.slug)
      .where('model', '=', 'ContainerModule')
      .orderBy('id')
      .executeTakeFirst();
  }
  if (row.parent_id !== null || row.content_type === null || row.object_id === null)
    return undefined;
  const index = (await ownerSections(db, row.locale, row.content_type, row.object_id)).findIndex(
    (candidate) => candidate.id === row.id,
  );
  return index < 0
    ? undefined
    : (await ownerSections(db, other, row.content_type, row.object_id))[index];
}

/** The blocks of a section in column and position order, list items inline as `children`. */
export async function storedBlocks(db: Executor, containerId: number): Promise<StoredBlock[]> {
  const rows = await db
    .selectFrom('module')
    .selectAll()
    .where('parent_id', '=', containerId)
    .where('model', '!=', 'ContainerModule')
    .orderBy('column_index')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const listIds = rows.filter((row) => inlineChildModel(row.model)).map((row) => row.id);
  const items =
    listIds.length === 0
      ? []
      : await db
          .selectFrom('module')
          .select(['parent_id', 'data'])
          .where('parent_id', 'in', listIds)
          .orderBy('position')
          .orderBy('id')
          .execute();
  return rows.map((row) => ({
    model: row.model,
    data: inlineChildModel(row.model)
      ? {
          ...row.data,
          children: items.filter((item) => item.parent_id === row.id).map((item) => item.data),
        }
      : row.data,
  }));
}
