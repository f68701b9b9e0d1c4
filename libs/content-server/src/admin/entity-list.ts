import {
  entityKeys,
  missingTranslations,
  type AdminList,
  type EntityDefinition,
} from '@aula/api-client';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { loose, type LooseDatabase } from './loose-db';
import { rowTitle, rowToValues } from './entity-values';

export const adminPageSize = 25;
/** How many rows past the current page the list counts before it answers "more than". */
export const countAhead = 4 * adminPageSize;

/** The query of an admin list, already checked against the definition (see `readListQuery`). */
export interface EntityListQuery {
  page: number;
  search: string;
  sort: string;
  descending: boolean;
  category: number | null;
  faculty: number | null;
  published: boolean | null;
  from: Date | null;
  to: Date | null;
}

/** Tables with the search columns of migrations 0004/0007 (trigram-indexed), searched without a scan. */
const indexedSearch = new Set(['news', 'event', 'person']);

/**
 * DESIGN.md 9: one page of an entity's list: search, filters, a sort key of the definition and
 * pages of 25. The sorts and filters of the large lists use indexes (news by date, persons by
 * name, trigram search) and the total is counted a few pages ahead only (`more`), so 10,000 news
 * answer about as fast as 100.
 */
export async function listEntities(
  db: Kysely<Database>,
  definition: EntityDefinition,
  query: EntityListQuery,
): Promise<AdminList> {
  const ldb = loose(db);
  let base = ldb.selectFrom(definition.table);
  if (definition.scope) base = base.where(definition.scope.column, '=', definition.scope.value);
  const term = query.search.trim().toLowerCase();
  if (term) {
    if (indexedSearch.has(definition.table)) {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // A person's plain title is the name, the same in both languages (migration 0004): one column.
      const columns = definition.table === 'person' ? ['plain_de'] : ['plain_de', 'plain_en'];
      base = base.where((eb) =>
        eb.or(
          columns.map((column) =>
            eb(sql.ref(column), 'like', sql`aula_unaccent(${pattern}::text)`),
          ),
        ),
      );
    } else {
      const title = definition.titleField;
      const columns = definition.fields[title]?.bilingual
        ? [`${title}_de`, `${title}_en`]
        : [title];
      base = base.where((eb) =>
        eb.or(
          columns.map((column) =>
            eb(column, 'ilike', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          ),
        ),
      );
    }
  }
  if (query.category !== null && definition.filters.includes('category'))
    base = base.where('category_id', '=', query.category);
  if (query.faculty !== null && definition.filters.includes('faculty'))
    base = base.where('faculty_id', '=', query.faculty);
  if (query.published !== null && definition.filters.includes('published'))
    base = base.where('is_online', '=', query.published);
  if (definition.dateColumn && definition.filters.includes('date')) {
    if (query.from) base = base.where(definition.dateColumn, '>=', query.from);
    if (query.to) base = base.where(definition.dateColumn, '<', query.to);
  }
  const direction = query.descending ? 'desc' : 'asc';
  const sortColumn = definition.fields[query.sort]?.bilingual ? `${query.sort}_de` : query.sort;
  const columns = listColumns(definition);
  const sortKeys = [...new Set(['id', sortColumn])];
  // The total is counted only up to a few pages past this one: an exact count of 10,000 news reads
  // every row on each page view. Past that the list says "more than" (`more`), never a guess.
  const cap = query.page * adminPageSize + countAhead;
  // One statement: the sorted ids up to the cap (from the sort index alone where there is one),
  // their count, and the wide rows of this page only, so a deep page never reads the rows it skips.
  const pageRows = (page: number) =>
    ldb
      .with('matched', () =>
        base
          .select(sortKeys)
          .orderBy(sortColumn, direction)
          .orderBy('id', direction)
          .limit(cap + 1),
      )
      .selectFrom(definition.table)
      .select(columns)
      .select((eb) =>
        eb.selectFrom('matched').select(eb.fn.countAll<string>().as('n')).as('matched_count'),
      )
      .where((eb) =>
        eb(
          'id',
          'in',
          eb
            .selectFrom('matched')
            .select('id')
            .orderBy(sortColumn, direction)
            .orderBy('id', direction)
            .limit(adminPageSize)
            .offset((page - 1) * adminPageSize),
        ),
      )
      .orderBy(sortColumn, direction)
      .orderBy('id', direction)
      .execute();
  let page = query.page;
  let rows = await pageRows(page);
  // A page past the end has no row to carry the count: count alone, then show the last page.
  const counted =
    rows.length > 0
      ? Number(rows[0]?.['matched_count'])
      : page === 1
        ? 0
        : await countUpTo(ldb, base, cap + 1);
  const more = counted > cap;
  const total = Math.min(counted, cap);
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  if (page > pages) {
    page = pages;
    rows = await pageRows(page);
  }
  return { count: total, more, page, pages, results: rows.map(rowOf(definition)) };
}

/**
 * The columns a list row shows or checks: id, the title, the definition's columns and the
 * required translations. Every other column (bodies, the generated search columns) is a cost per
 * row that PGlite pays to hand it over, and rows are most of what a list page waits for.
 */
function listColumns(definition: EntityDefinition): string[] {
  const required = Object.entries(definition.fields)
    .filter(([, { field, bilingual }]) => bilingual && field.required)
    .map(([name]) => name);
  const shown = new Set([
    definition.titleField,
    ...definition.columns,
    ...required,
    ...(definition.titleField === 'last_name' ? ['first_name'] : []),
  ]);
  return [
    'id',
    ...entityKeys(definition).filter(
      (key) => shown.has(key) || shown.has(key.replace(/_(de|en)$/, '')),
    ),
  ];
}

/** How many rows `base` selects, reading at most `limit`. */
async function countUpTo(
  ldb: Kysely<LooseDatabase>,
  base: SelectQueryBuilder<LooseDatabase, string, object>,
  limit: number,
): Promise<number> {
  const capped = base
    .select(sql`1`.as('one'))
    .limit(limit)
    .as('capped');
  const { count } = await ldb
    .selectFrom(capped)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A list row: id, title, the definition's columns and the missing translations. */
const rowOf = (definition: EntityDefinition) => (row: Record<string, unknown>) => {
  const values = rowToValues(definition, row);
  const cells = Object.fromEntries(
    definition.columns.map((column) => [column, cellOf(values, column)]),
  );
  return {
    id: Number(row['id']),
    title: rowTitle(definition, row),
    cells,
    missing: missingTranslations(definition, values),
  };
};

function cellOf(values: Record<string, unknown>, column: string): string | number | boolean | null {
  const value = values[column] ?? values[`${column}_de`];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;
}
