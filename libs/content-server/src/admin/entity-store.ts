import {
  entityKeys,
  missingTranslations,
  type AdminEntry,
  type EntityDefinition,
} from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { detailUrls, redirectChangedPaths } from './entity-redirects';
import { rowTitle, rowToValues, valuesToRow } from './entity-values';
import { loose } from './loose-db';
import { uniqueSlugs } from './unique-slug';

/** One row of the entity, or undefined (also for a row of the same table outside the entity's scope). */
export async function findRow(
  db: Kysely<Database>,
  definition: EntityDefinition,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  let query = loose(db).selectFrom(definition.table).selectAll().where('id', '=', id);
  if (definition.scope) query = query.where(definition.scope.column, '=', definition.scope.value);
  return query.executeTakeFirst();
}

/** A row as the admin form reads it. */
export function entryOf(definition: EntityDefinition, row: Record<string, unknown>): AdminEntry {
  const values = rowToValues(definition, row);
  const id = Number(row['id']);
  return {
    id,
    values,
    missing: missingTranslations(definition, values),
    urls: detailUrls(definition, id, row),
  };
}

/** Only the definition's columns of a row: what a revision keeps and a restore writes back. */
function snapshotOf(
  definition: EntityDefinition,
  row: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    entityKeys(definition).map((key) => [
      key,
      row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key],
    ]),
  );
}

/** Revisions name their entity by its admin path, which is stable and unique. */
export async function keepRevision(
  db: Kysely<Database>,
  definition: EntityDefinition,
  row: Record<string, unknown>,
  userId: number | null,
) {
  await db
    .insertInto('admin_revision')
    .values({
      entity: definition.path,
      entity_id: Number(row['id']),
      title: rowTitle(definition, row),
      snapshot: JSON.stringify(snapshotOf(definition, row)),
      user_id: userId,
    })
    .execute();
}

/**
 * DESIGN.md 9: a new row from validated form values, with generated unique slugs; the first
 * revision is its state.
 */
export async function createRow(
  db: Kysely<Database>,
  definition: EntityDefinition,
  values: Record<string, unknown>,
  userId: number | null,
) {
  return db.transaction().execute(async (trx) => {
    const columns = {
      ...valuesToRow(definition, values),
      ...(await uniqueSlugs(trx, definition, values, null)),
      ...(definition.scope ? { [definition.scope.column]: definition.scope.value } : {}),
    };
    const row = await loose(trx)
      .insertInto(definition.table)
      .values(columns)
      .returningAll()
      .executeTakeFirstOrThrow();
    await keepRevision(trx, definition, row, userId);
    return row;
  });
}

/**
 * DESIGN.md 9: saves validated values over a row. The state after the save is kept as a revision
 * (the list of revisions is the row's history, newest first); a changed slug leaves redirects.
 */
export async function updateRow(
  db: Kysely<Database>,
  definition: EntityDefinition,
  before: Record<string, unknown>,
  values: Record<string, unknown>,
  userId: number | null,
) {
  return db.transaction().execute(async (trx) => {
    const id = Number(before['id']);
    const columns = {
      ...valuesToRow(definition, values),
      ...(await uniqueSlugs(trx, definition, values, id)),
    };
    const row = await loose(trx)
      .updateTable(definition.table)
      .set(columns)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await redirectChangedPaths(
      trx,
      detailUrls(definition, id, before),
      detailUrls(definition, id, row),
    );
    await keepRevision(trx, definition, row, userId);
    return row;
  });
}

/** The values a revision kept, as form values (dates back in Europe/Berlin wall time). */
export function revisionValues(
  definition: EntityDefinition,
  snapshot: Record<string, unknown>,
): Record<string, unknown> {
  const row = Object.fromEntries(
    Object.entries(snapshot).map(([key, value]) => {
      const field = definition.fields[key] ?? definition.fields[key.replace(/_(de|en)$/, '')];
      return [
        key,
        field?.field.kind === 'date' && typeof value === 'string' ? new Date(value) : value,
      ];
    }),
  );
  return rowToValues(definition, row);
}
