import type { Locale } from '@aula/routing';
import type { Transaction } from 'kysely';
import type { Database, UndoCause } from '../db/schema';
import { loadSubtrees, type ModuleRow } from '../modules/module-repository';
import { pageContentType } from '../pages/read-page';

type Trx = Transaction<Database>;

/** What a deleted section's backup holds: its module rows (with ids) and its backup stack. */
export interface TrashSnapshot {
  rows: ModuleRow[];
  backups: Record<string, unknown>[];
}

/** The page a root section belongs to, if it is a content page's. */
export const pageOf = (row: Pick<ModuleRow, 'content_type' | 'object_id'>) =>
  row.content_type === pageContentType ? row.object_id : null;

/**
 * Spec 4, DESIGN.md 8: deletes section `container` (a root container) so that undo can bring it
 * back as it was: its module rows and its backup stack go onto the structure stack first.
 * Answers the entry's id.
 */
export async function trashSection(
  trx: Trx,
  container: ModuleRow,
  userId: number,
  cause: UndoCause = 'save',
): Promise<number> {
  const rows = await loadSubtrees(trx, [container.id]);
  const backups = await trx
    .selectFrom('section_backup')
    .selectAll()
    .where('module_id', '=', container.id)
    .orderBy('id')
    .execute();
  const snapshot: TrashSnapshot = { rows, backups };
  const { id } = await trx
    .insertInto('structure_backup')
    .values({
      locale: container.locale as Locale,
      kind: 'delete',
      cause,
      page_id: pageOf(container),
      module_id: container.id,
      slug: container.slug,
      snapshot: JSON.stringify(snapshot),
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('module').where('id', '=', container.id).execute();
  return id;
}

/** Why a deleted section cannot come back: its id or its slot's slug is taken again. */
export type RestoreResult = { status: 'restored'; container: ModuleRow } | { status: 'conflict' };

/**
 * DESIGN.md 8: brings a deleted section back from its entry with the same ids (rows parent first),
 * its backup stack too, and pushes a redo entry (deleting it again). A section that took its
 * slot meanwhile wins: the answer is a conflict and nothing changes.
 */
export async function restoreSection(
  trx: Trx,
  entry: {
    id: number;
    snapshot: unknown;
    page_id: number | null;
    slug: string | null;
    locale: 'de' | 'en';
  },
  userId: number,
): Promise<RestoreResult> {
  const { rows, backups } = entry.snapshot as TrashSnapshot;
  const root = rows.find((row) => row.parent_id === null);
  if (!root) return { status: 'conflict' };
  const taken = await trx
    .selectFrom('module')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          rows.map((row) => row.id),
        ),
        ...(root.slug
          ? [eb.and([eb('slug', '=', root.slug), eb('locale', '=', root.locale)])]
          : []),
      ]),
    )
    .executeTakeFirst();
  if (taken) return { status: 'conflict' };
  const inserted = new Set<number>();
  let pending = rows;
  while (pending.length > 0) {
    const ready = pending.filter((row) => row.parent_id === null || inserted.has(row.parent_id));
    if (ready.length === 0) break;
    await trx
      .insertInto('module')
      .values(
        ready.map((row) => ({ ...row, data: JSON.stringify(row.data), updated_at: new Date() })),
      )
      .execute();
    for (const row of ready) inserted.add(row.id);
    pending = pending.filter((row) => !inserted.has(row.id));
  }
  if (backups.length > 0) {
    await trx
      .insertInto('section_backup')
      .values(
        backups.map(
          (backup) =>
            ({
              ...(backup as object),
              snapshot: JSON.stringify((backup as { snapshot: unknown }).snapshot),
            }) as never,
        ),
      )
      .execute();
  }
  await trx.deleteFrom('structure_backup').where('id', '=', entry.id).execute();
  await trx
    .insertInto('structure_backup')
    .values({
      locale: entry.locale,
      kind: 'delete',
      cause: 'undo',
      page_id: entry.page_id,
      module_id: root.id,
      slug: entry.slug,
      snapshot: JSON.stringify({}),
      user_id: userId,
    })
    .execute();
  return { status: 'restored', container: root };
}
