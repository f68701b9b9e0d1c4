import type { BlockModel } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ModuleTable } from '../db/schema';
import { inlineChildModel, type PreparedFields } from './module-fields';

export type ModuleRow = Selectable<ModuleTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Where a module sits: its owner, parent container, column and position. */
export interface Placement {
  slug: string | null;
  parent: number | null;
  content_type: string | null;
  object_id: number | null;
  column: number;
  position?: number | undefined;
}

async function insertItems(
  trx: Executor,
  locale: Locale,
  parentId: number,
  model: BlockModel,
  items: Record<string, unknown>[],
) {
  const childModel = inlineChildModel(model);
  if (!childModel || items.length === 0) return;
  await trx
    .insertInto('module')
    .values(
      items.map((data, position) => ({
        locale,
        model: childModel,
        parent_id: parentId,
        position,
        data: JSON.stringify(data),
      })),
    )
    .execute();
}

async function writeRevision(
  trx: Executor,
  moduleId: number,
  version: number,
  prepared: PreparedFields,
  userId: number | null,
) {
  await trx
    .insertInto('module_revision')
    .values({ module_id: moduleId, version, data: JSON.stringify(prepared), user_id: userId })
    .execute();
}

/** Inserts a module (and its inline items) with version 1 and its first revision. */
export async function insertModule(
  trx: Executor,
  locale: Locale,
  model: BlockModel,
  placement: Placement,
  prepared: PreparedFields,
  userId: number | null,
): Promise<number> {
  const position =
    placement.position ??
    Number(
      (
        await trx
          .selectFrom('module')
          .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
          .where('locale', '=', locale)
          .where((eb) =>
            placement.parent === null
              ? eb('parent_id', 'is', null)
              : eb('parent_id', '=', placement.parent),
          )
          .executeTakeFirstOrThrow()
      ).next,
    );
  const { id } = await trx
    .insertInto('module')
    .values({
      locale,
      model,
      slug: placement.slug,
      parent_id: placement.parent,
      content_type: placement.content_type,
      object_id: placement.object_id,
      column_index: placement.column,
      position,
      data: JSON.stringify(prepared.data),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertItems(trx, locale, id, model, prepared.items ?? []);
  await writeRevision(trx, id, 1, prepared, userId);
  return id;
}

/** Replaces a module's fields (and inline items), raising its version; writes a revision. */
export async function updateModule(
  trx: Executor,
  row: ModuleRow,
  placement: Partial<Placement>,
  prepared: PreparedFields,
  userId: number | null,
) {
  const version = row.version + 1;
  await trx
    .updateTable('module')
    .set({
      data: JSON.stringify(prepared.data),
      version,
      updated_at: new Date(),
      ...(placement.slug !== undefined ? { slug: placement.slug } : {}),
      ...(placement.column !== undefined ? { column_index: placement.column } : {}),
      ...(placement.position !== undefined ? { position: placement.position } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  if (inlineChildModel(row.model)) {
    await trx.deleteFrom('module').where('parent_id', '=', row.id).execute();
    await insertItems(trx, row.locale, row.id, row.model as BlockModel, prepared.items ?? []);
  }
  await writeRevision(trx, row.id, version, prepared, userId);
  return version;
}

/** The modules below the `rootIds` (and the roots), in position order. */
export async function loadSubtrees(db: Executor, rootIds: number[]): Promise<ModuleRow[]> {
  if (rootIds.length === 0) return [];
  const result = await sql<ModuleRow>`
    with recursive tree as (
      select * from module where id in (${sql.join(rootIds)})
      union all
      select m.* from module m join tree t on m.parent_id = t.id
    )
    select * from tree order by column_index, position, id`.execute(db);
  return result.rows;
}

/** The root id of the tree `id` belongs to (walking up parents). */
export async function rootOf(db: Executor, id: number): Promise<ModuleRow | undefined> {
  const result = await sql<ModuleRow>`
    with recursive up as (
      select * from module where id = ${id}
      union all
      select m.* from module m join up u on m.id = u.parent_id
    )
    select * from up where parent_id is null`.execute(db);
  return result.rows[0];
}
