import {
  entityDefinitions,
  missingTranslations,
  type DashboardEntry,
  type EntityDefinition,
} from '@aula/api-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { rowTitle } from './entity-values';
import { loose } from './loose-db';
import { redirectTargetExists } from './redirect-target';

const definitions: EntityDefinition[] = Object.values(entityDefinitions);

/** Up to how many entries a dashboard list shows (its figure counts all). */
const listLimit = 20;

export interface EntryFigure {
  count: number;
  list: DashboardEntry[];
}

/**
 * DESIGN.md 9: entries whose required texts are empty in a language (the entity form's own
 * `missingTranslations`), over every entity.
 */
export async function untranslatedEntries(db: Kysely<Database>): Promise<EntryFigure> {
  const figure: EntryFigure = { count: 0, list: [] };
  for (const definition of definitions) {
    const required = Object.entries(definition.fields).filter(
      ([, { field, bilingual }]) => bilingual && field.required,
    );
    if (!required.length) continue;
    let query = loose(db).selectFrom(definition.table).selectAll();
    if (definition.scope) query = query.where(definition.scope.column, '=', definition.scope.value);
    const rows = await query
      .where((eb) =>
        eb.or(
          required.flatMap(([name]) => [
            eb(sql.ref(`${name}_en`), '=', ''),
            eb(sql.ref(`${name}_de`), '=', ''),
          ]),
        ),
      )
      .orderBy('id', 'desc')
      .execute();
    figure.count += rows.length;
    for (const row of rows.slice(0, listLimit - figure.list.length))
      figure.list.push({
        entity: definition.path,
        id: Number(row['id']),
        title: rowTitle(definition, row),
        detail: missingTranslations(definition, row).join(', ').toUpperCase(),
      });
  }
  return figure;
}

/**
 * DESIGN.md 9: site paths in link fields (teasers, calls to action, breaking news, redirects)
 * that lead nowhere. Only these are checked: links inside section blocks are not tracked.
 */
export async function brokenLinks(db: Kysely<Database>): Promise<EntryFigure> {
  const figure: EntryFigure = { count: 0, list: [] };
  for (const definition of definitions) {
    const columns = Object.entries(definition.fields).flatMap(([name, { field, bilingual }]) =>
      field.kind === 'link' ? (bilingual ? [`${name}_de`, `${name}_en`] : [name]) : [],
    );
    if (!columns.length) continue;
    const rows = await loose(db).selectFrom(definition.table).selectAll().limit(1000).execute();
    for (const row of rows) {
      for (const column of columns) {
        const link = String(row[column] ?? '');
        if (!link.startsWith('/') || (await redirectTargetExists(db, link))) continue;
        figure.count += 1;
        if (figure.list.length < listLimit)
          figure.list.push({
            entity: definition.path,
            id: Number(row['id']),
            title: rowTitle(definition, row),
            detail: link,
          });
      }
    }
  }
  return figure;
}
