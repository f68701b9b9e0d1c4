import { bulkActionsOf, type AdminBulkInput, type EntityDefinition } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { keepRevision } from './entity-store';
import { loose } from './loose-db';

/** Why a bulk action was refused (an i18n key); nothing was changed. */
export type BulkRefusal = 'admin.bulk.missing' | 'admin.bulk.notPublishable' | 'admin.bulk.inUse';

/** A foreign key still pointing at a row (a faculty with programmes): refused, not a 500. */
export const isInUse = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

/**
 * DESIGN.md 9: publish, take offline or delete the selected rows of a list, all or none, in one
 * transaction: an id that is not a row of the entity (deleted meanwhile, another entity's, made
 * up) or a row still in use refuses the whole action. A publish keeps a revision of each row it
 * changed, as a save does. `changed`: the rows whose visitor pages change (for revalidation).
 */
export async function applyBulk(
  db: Kysely<Database>,
  definition: EntityDefinition,
  { action, ids }: AdminBulkInput,
  userId: number | null,
): Promise<{ count: number; changed: Record<string, unknown>[] } | { refused: BulkRefusal }> {
  if (!bulkActionsOf(definition).includes(action)) return { refused: 'admin.bulk.notPublishable' };
  const unique = [...new Set(ids)];
  try {
    return await db.transaction().execute(async (trx) => {
      let query = loose(trx).selectFrom(definition.table).selectAll().where('id', 'in', unique);
      if (definition.scope)
        query = query.where(definition.scope.column, '=', definition.scope.value);
      const rows = await query.execute();
      if (rows.length !== unique.length) return { refused: 'admin.bulk.missing' as const };
      if (action === 'delete') {
        await loose(trx).deleteFrom(definition.table).where('id', 'in', unique).execute();
        return { count: rows.length, changed: rows };
      }
      const online = action === 'publish';
      // Rows already in the asked state stay as they are: no revision, no revalidation.
      const changed = await loose(trx)
        .updateTable(definition.table)
        .set({ is_online: online })
        .where('id', 'in', unique)
        .where('is_online', '!=', online)
        .returningAll()
        .execute();
      for (const row of changed) await keepRevision(trx, definition, row, userId);
      return { count: rows.length, changed };
    });
  } catch (error) {
    if (isInUse(error)) return { refused: 'admin.bulk.inUse' };
    throw error;
  }
}
