import type { Revision } from '@aula/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ModuleTable, SectionRevisionTable } from '../db/schema';
import { sectionSnapshot } from '../modules/save-section';

type Kind = SectionRevisionTable['kind'];

/**
 * DESIGN.md 8: writes the section's state as it is now into its history (after a save, a draft,
 * a publication or a restore). A draft's state is its body, not the published rows.
 */
export async function recordSectionRevision(
  trx: Transaction<Database>,
  moduleId: number,
  kind: Kind,
  userId: number | null,
  draftBody?: unknown,
): Promise<void> {
  const container = await trx
    .selectFrom('module')
    .selectAll()
    .where('id', '=', moduleId)
    .executeTakeFirstOrThrow();
  await recordBaseline(trx, container, kind);
  const snapshot = draftBody ?? (await sectionSnapshot(trx, container));
  await trx
    .insertInto('section_revision')
    .values({
      module_id: moduleId,
      version: container.version,
      kind,
      snapshot: JSON.stringify(snapshot),
      user_id: userId,
    })
    .execute();
}

/**
 * A section's first entry: its state before the first tracked change (seeded content, or what
 * it was before history began), so that state can be restored too. Before a draft that is the
 * section as it is; after a save, the state the save pushed on the backup stack.
 */
async function recordBaseline(
  trx: Transaction<Database>,
  container: Selectable<ModuleTable>,
  kind: Kind,
): Promise<void> {
  const known = await trx
    .selectFrom('section_revision')
    .select('id')
    .where('module_id', '=', container.id)
    .limit(1)
    .executeTakeFirst();
  if (known) return;
  if (kind === 'draft') {
    const snapshot = await sectionSnapshot(trx, container);
    await trx
      .insertInto('section_revision')
      .values({
        module_id: container.id,
        version: container.version,
        kind: 'save',
        snapshot: JSON.stringify(snapshot),
        user_id: null,
      })
      .execute();
    return;
  }
  const backup = await trx
    .selectFrom('section_backup')
    .select(['version', 'snapshot', 'created_at'])
    .where('module_id', '=', container.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (backup)
    await trx
      .insertInto('section_revision')
      .values({
        module_id: container.id,
        version: backup.version,
        kind: 'save',
        snapshot: JSON.stringify(backup.snapshot),
        user_id: null,
      })
      .execute();
}

/** The same, in a transaction of its own (after a section save outside this module). */
export const recordSectionSave = (db: Kysely<Database>, moduleId: number, userId: number | null) =>
  db.transaction().execute((trx) => recordSectionRevision(trx, moduleId, 'save', userId));

/** A section's history, newest first, with who did each step. */
export async function listSectionRevisions(
  db: Kysely<Database>,
  moduleId: number,
): Promise<Revision[]> {
  const rows = await db
    .selectFrom('section_revision')
    .leftJoin('app_user', 'app_user.id', 'section_revision.user_id')
    .select([
      'section_revision.id',
      'section_revision.version',
      'section_revision.kind',
      'section_revision.snapshot',
      'section_revision.created_at',
      'app_user.username',
    ])
    .where('section_revision.module_id', '=', moduleId)
    .orderBy('section_revision.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    kind: row.kind,
    user: row.username ?? null,
    created_at: new Date(row.created_at).toISOString(),
    snapshot: row.snapshot as Revision['snapshot'],
  }));
}
