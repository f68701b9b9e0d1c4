import { missingTranslations, type AdminList, type EntityDefinition } from '@aula/api-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loose } from './loose-db';
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
 * Issue 15: one page of an entity's list: search, filters, a sort key of the definition and
 * pages of 25. The sorts and filters of the large lists use indexes (news by date, persons by
 * name, trigram search) and the total is counted a few pages ahead only (`more`), so 10,000 news
 * answer about as fast as 100.
 */
export async function listEntities(db: Kysely<Database>, definition: EntityDefinition, query: EntityListQuery): Promise<AdminList> {
  const ldb = loose(db);
  let base = ldb.selectFrom(definition.table);
  if (definition.scope) base = base.where(definition.scope.column, '=', definition.scope.value);
  const term = query.search.trim().toLowerCase();
  if (term) {
    if (indexedSearch.has(definition.table)) {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // A person's plain title is the name, the same in both languages (migration 0004): one column.
      const columns = definition.table === 'person' ? ['plain_de'] : ['plain_de', 'plain_en'];
      base = base.where((eb) => eb.or(columns.map((column) => eb(sql.ref(column), 'like', sql`aula_unaccent(${pattern}::text)`))));
    } else {
      const title = definition.titleField;
      const columns = definition.fields[title]?.bilingual ? [`${title}_de`, `${title}_en`] : [title];
      base = base.where((eb) => eb.or(columns.map((column) => eb(column, 'ilike', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))));
    }
  }
  if (query.category !== null && definition.filters.includes('category')) base = base.where('category_id', '=', query.category);
  if (query.faculty !== null && definition.filters.includes('faculty')) base = base.where('faculty_id', '=', query.faculty);
  if (query.published !== null && definition.filters.includes('published')) base = base.where('is_online', '=', query.published);
  if (definition.dateColumn && definition.filters.includes('date')) {
    if (query.from) base = base.where(definition.dateColumn, '>=', query.from);
    if (query.to) base = base.where(definition.dateColumn, '<', query.to);
  }
  const direction = query.descending ? 'desc' : 'asc';
  const sortColumn = definition.fields[query.sort]?.bilingual ? `${query.sort}_de` : query.sort;
  // The page's ids first (from the sort index alone where there is one), then only their rows: a
  // deep page does not read the wide rows it skips.
  const pageRows = (page: number) =>
    ldb
      .selectFrom(definition.table)
      .selectAll()
      .where('id', 'in', base.select('id').orderBy(sortColumn, direction).orderBy('id', direction).limit(adminPageSize).offset((page - 1) * adminPageSize))
      .orderBy(sortColumn, direction)
      .orderBy('id', direction)
      .execute();
  let page = query.page;
  let rows = await pageRows(page);
  // A page that is not full is the last one: its rows tell the total, no count needed (a search).
  if ((rows.length > 0 && rows.length < adminPageSize) || (rows.length === 0 && page === 1)) {
    const total = (page - 1) * adminPageSize + rows.length;
    return { count: total, more: false, page, pages: Math.max(1, page), results: rows.map(rowOf(definition)) };
  }
  // Else the total is counted only up to a few pages past this one: an exact count of 10,000 news
  // reads every row on each page view. Past that the list says "more than" (`more`), never a guess.
  const limit = page * adminPageSize + countAhead;
  const counted = Number((await ldb.selectFrom(base.select(sql`1`.as('one')).limit(limit + 1).as('capped')).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
  const more = counted > limit;
  const total = Math.min(counted, limit);
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  // A page past the end shows the last one.
  if (page > pages) {
    page = pages;
    rows = await pageRows(page);
  }
  return { count: total, more, page, pages, results: rows.map(rowOf(definition)) };
}

/** A list row: id, title, the definition's columns and the missing translations. */
const rowOf = (definition: EntityDefinition) => (row: Record<string, unknown>) => {
  const values = rowToValues(definition, row);
  const cells = Object.fromEntries(definition.columns.map((column) => [column, cellOf(values, column)]));
  return { id: Number(row['id']), title: rowTitle(definition, row), cells, missing: missingTranslations(definition, values) };
};

function cellOf(values: Record<string, unknown>, column: string): string | number | boolean | null {
  const value = values[column] ?? values[`${column}_de`];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}
