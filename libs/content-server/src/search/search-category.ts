import type { SearchCategory, SearchResult, SearchResultType } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageSize } from '../routes/paging';
import { hitUrl } from './hit-url';
import { searchMatch } from './search-query';
import { sourceOf, sourcesOf } from './search-sources';

interface Ranked {
  type: SearchResultType;
  id: number;
  total: string;
}

/** The matching rows of a category's sources as one list: type, id, rank, date, upcoming. */
function matches(category: SearchCategory, words: string[], locale: Locale, now: Date) {
  return sql.join(
    sourcesOf(category).map((source) => {
      const match = source.match?.(words, locale) ?? searchMatch(words, locale);
      const table = sql.raw(source.table);
      return sql`select ${source.type}::text as type, ${table}.id, ${match.rank} as rank,
        ${sql.raw(source.date)} as date, ${source.upcoming(now)} as upcoming
        from ${match.from ?? table} where ${source.visible(now)} and ${match.where}`;
    }),
    sql` union all `,
  );
}

/**
 * The order of a category's hits: events to come first, soonest first, then past ones, newest
 * first (spec 1: a visitor looks for what is still on); every other category by rank (full-text
 * matches before words found inside compounds), then newest.
 */
const order = (category: SearchCategory) =>
  category === 'events'
    ? sql`upcoming desc, case when upcoming then date end asc, date desc, id`
    : sql`rank desc, date desc nulls last, type, id`;

/** The hits `ranked` with their shown fields and addresses, in ranked order. */
async function withDetails(
  db: Kysely<Database>,
  category: SearchCategory,
  ranked: Ranked[],
  locale: Locale,
): Promise<SearchResult[]> {
  const types = [...new Set(ranked.map((hit) => hit.type))];
  const details = new Map<string, SearchResult>();
  for (const type of types) {
    const ids = ranked.filter((hit) => hit.type === type).map((hit) => hit.id);
    const { rows } = await sourceOf(type).details(locale, sql.join(ids)).execute(db);
    for (const row of rows) {
      const url = hitUrl(type, row, locale);
      if (url === null) continue;
      details.set(`${type}:${row.id}`, {
        id: row.id,
        category,
        type,
        title: row.title,
        teaser: row.teaser.replace(/<[^>]*>/g, ''),
        url,
        date: row.date ? new Date(row.date).toISOString() : null,
        image_url: row.image_path ? `/media/${row.image_path}` : null,
      });
    }
  }
  return ranked.flatMap(({ type, id }) => details.get(`${type}:${id}`) ?? []);
}

/**
 * One page of a category's hits (spec 7), ordered by `order`, with the count of all. A page past
 * the last one counts the hits on its own.
 */
export async function searchCategory(
  db: Kysely<Database>,
  category: SearchCategory,
  words: string[],
  locale: Locale,
  page: number,
  now: Date,
): Promise<{ count: number; results: SearchResult[] }> {
  if (words.length === 0) return { count: 0, results: [] };
  const hits = matches(category, words, locale, now);
  const { rows: ranked } = await sql<Ranked>`
    select type, id, count(*) over () as total from (${hits}) as hits
    order by ${order(category)} limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
  let count = Number(ranked[0]?.total ?? 0);
  if (ranked.length === 0 && page > 1) {
    const { rows } = await sql<{
      count: string;
    }>`select count(*) as count from (${hits}) as hits`.execute(db);
    count = Number(rows[0]?.count ?? 0);
  }
  if (ranked.length === 0) return { count, results: [] };
  return { count, results: await withDetails(db, category, ranked, locale) };
}
