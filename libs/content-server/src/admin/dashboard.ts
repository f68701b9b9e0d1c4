import { entityDefinitions, type AdminDashboard, type EntityDefinition } from '@aula/api-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { publishingCounts } from '../publishing/publishing-counts';
import { loose } from './loose-db';
import { redirectTargetExists } from './redirect-target';

const definitions: EntityDefinition[] = Object.values(entityDefinitions);

/** Rows whose required English texts are empty, over every entity (each a count on one table). */
async function missingTranslationCount(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (const definition of definitions) {
    const required = Object.entries(definition.fields).filter(
      ([, { field, bilingual }]) => bilingual && field.required,
    );
    if (!required.length) continue;
    let query = loose(db)
      .selectFrom(definition.table)
      .select((eb) => eb.fn.countAll<string>().as('count'));
    if (definition.scope) query = query.where(definition.scope.column, '=', definition.scope.value);
    query = query.where((eb) =>
      eb.or(
        required.flatMap(([name]) => [
          eb(sql.ref(`${name}_en`), '=', ''),
          eb(sql.ref(`${name}_de`), '=', ''),
        ]),
      ),
    );
    total += Number((await query.executeTakeFirstOrThrow())['count']);
  }
  return total;
}

/** Site paths in link fields (teasers, calls to action, breaking news, redirects) that lead nowhere. */
async function brokenLinkCount(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (const definition of definitions) {
    const columns = Object.entries(definition.fields).flatMap(([name, { field, bilingual }]) =>
      field.kind === 'link' ? (bilingual ? [`${name}_de`, `${name}_en`] : [name]) : [],
    );
    if (!columns.length) continue;
    const rows = await loose(db).selectFrom(definition.table).select(columns).limit(1000).execute();
    for (const row of rows) {
      for (const column of columns) {
        const link = String(row[column] ?? '');
        if (link.startsWith('/') && !(await redirectTargetExists(db, link))) total++;
      }
    }
  }
  return total;
}

/** DESIGN.md 9: what the dashboard shows: the latest saves and the counts that need an editor. */
export async function dashboard(db: Kysely<Database>): Promise<AdminDashboard> {
  const recent = await db
    .selectFrom('admin_revision')
    .leftJoin('app_user', 'app_user.id', 'admin_revision.user_id')
    .select([
      'admin_revision.entity',
      'admin_revision.entity_id',
      'admin_revision.title',
      'admin_revision.created_at',
      'app_user.username',
    ])
    .orderBy('admin_revision.id', 'desc')
    .limit(10)
    .execute();
  return {
    recent: recent.map((row) => ({
      entity: row.entity,
      id: row.entity_id,
      title: row.title,
      created_at: row.created_at.toISOString(),
      user: row.username,
    })),
    missingTranslations: await missingTranslationCount(db),
    brokenLinks: await brokenLinkCount(db),
    ...(await publishingCounts(db)),
  };
}
