import { slugify, type EntityDefinition } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loose } from './loose-db';

/**
 * DESIGN.md 9: the slugs of a row per language: the editor's, or generated from the slug source
 * (the title) of that language (English falls back to German); made unique within the entity
 * by a counter (`title-2`).
 */
export async function uniqueSlugs(
  db: Kysely<Database>,
  definition: EntityDefinition,
  values: Record<string, unknown>,
  id: number | null,
): Promise<Record<string, string>> {
  const source = definition.slugSource;
  if (!source) return {};
  const slugs: Record<string, string> = {};
  for (const locale of ['de', 'en'] as const) {
    const text = (key: string) =>
      definition.fields[key]?.bilingual
        ? String(values[`${key}_${locale}`] || values[`${key}_de`] || '')
        : String(values[key] ?? '');
    const wanted =
      slugify(String(values[`slug_${locale}`] ?? '')) ||
      slugify(source.map(text).join(' ')) ||
      'eintrag';
    slugs[`slug_${locale}`] = await firstFree(db, definition, `slug_${locale}`, wanted, id);
  }
  return slugs;
}

async function firstFree(
  db: Kysely<Database>,
  definition: EntityDefinition,
  column: string,
  wanted: string,
  id: number | null,
): Promise<string> {
  let query = loose(db)
    .selectFrom(definition.table)
    .select(column)
    .where(column, 'like', `${wanted}%`);
  if (definition.scope) query = query.where(definition.scope.column, '=', definition.scope.value);
  if (id !== null) query = query.where('id', '!=', id);
  const taken = new Set((await query.execute()).map((row) => String(row[column])));
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}
