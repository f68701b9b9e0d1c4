import { autocompleteSchema, searchCategories, searchLimits, searchResultPageSchema, searchResultsSchema, type SearchCategory, type SearchResult } from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import { Hono } from 'hono';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { pageUrl } from '../pages/read-page';
import { queryWords, tsQuery } from '../search/search-query';
import { answer, notFound } from './answer';
import { localeOf, localeParam } from './locale';
import { beyondEnd, pageSize, pagedAnswer, parsePage } from './paging';

interface Hit {
  id: number;
  title: string;
  teaser: string;
  slug: string;
  date: Date | null;
  image_path: string | null;
  rank: number;
}

/** The published rows of one category matching `query`, ranked; and their count. */
function categoryQuery(category: SearchCategory, locale: Locale, query: RawBuilder<unknown>, now: Date): RawBuilder<Hit> {
  const l = sql.raw(locale);
  const vector = sql.raw(`search_${locale}`);
  // A hit's image is a small derivative, never the original: the WebP thumbnail, for persons the portrait (vertical) crop.
  const image = (table: string, alias: 'thumbnail' | 'vertical' = 'thumbnail') =>
    sql.raw(`(select path from media_derivative where media_id = ${table}.image_id and alias = '${alias}' and format = 'webp')`);
  switch (category) {
    case 'news':
      return sql<Hit>`select id, title_${l} as title, teaser_${l} as teaser, slug_${l} as slug, published_at as date, ${image('news')} as image_path, ts_rank(${vector}, ${query}) as rank
        from news where is_online and published_at <= ${now} and ${vector} @@ ${query}`;
    case 'events':
      return sql<Hit>`select id, title_${l} as title, teaser_${l} as teaser, slug_${l} as slug, starts_at as date, ${image('event')} as image_path, ts_rank(${vector}, ${query}) as rank
        from event where is_online and ${vector} @@ ${query}`;
    case 'persons':
      return sql<Hit>`select id, trim(academic_title || ' ' || first_name || ' ' || last_name) as title, position_${l} as teaser, slug_${l} as slug, null::timestamptz as date, ${image('person', 'vertical')} as image_path, ts_rank(${vector}, ${query}) as rank
        from person where is_online and ${vector} @@ ${query}`;
    case 'others':
      return sql<Hit>`select id, title_${l} as title, meta_description_${l} as teaser, path_${l} as slug, null::timestamptz as date, null as image_path, ts_rank(${vector}, ${query}) as rank
        from page where is_online and (publish_at is null or publish_at <= ${now}) and ${vector} @@ ${query}`;
  }
}

function hitUrl(category: SearchCategory, hit: Hit, locale: Locale): string {
  switch (category) {
    case 'news':
      return href('newsDetail', locale, { slug: hit.slug, id: hit.id });
    case 'events':
      return href('eventDetail', locale, { slug: hit.slug, id: hit.id });
    case 'persons':
      return href('personDetail', locale, { slug: hit.slug, id: hit.id });
    case 'others':
      return pageUrl({ path_de: hit.slug, path_en: hit.slug }, locale);
  }
}

/** One page of ranked hits of a category (best first, then newest). */
async function searchCategory(db: Kysely<Database>, category: SearchCategory, words: string[], locale: Locale, page: number, now: Date) {
  if (words.length === 0) return { count: 0, results: [] as SearchResult[] };
  const hits = categoryQuery(category, locale, tsQuery(words, locale), now);
  const { rows: counted } = await sql<{ count: string }>`select count(*) as count from (${hits}) as hits`.execute(db);
  const { rows } = await sql<Hit>`select * from (${hits}) as hits order by rank desc, date desc nulls last, id limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
  return {
    count: Number(counted[0]?.count ?? 0),
    results: rows.map((hit) => ({
      id: hit.id,
      category,
      title: hit.title,
      teaser: hit.teaser.replace(/<[^>]*>/g, ''),
      url: hitUrl(category, hit, locale),
      date: hit.date ? new Date(hit.date).toISOString() : null,
      image_url: hit.image_path ? `/media/${hit.image_path}` : null,
    })),
  };
}

/** The titles autocomplete looks at, with their stored plain form (trigram-indexed, migration 0004). */
const titleSources = (locale: Locale, now: Date) => {
  const l = sql.raw(locale);
  const plain = sql.raw(`plain_${locale}`);
  return [
    { title: sql`title_${l}`, plain, from: sql`news where is_online and published_at <= ${now}` },
    { title: sql`title_${l}`, plain, from: sql`event where is_online` },
    { title: sql`first_name || ' ' || last_name`, plain, from: sql`person where is_online` },
    { title: sql`title_${l}`, plain, from: sql`page where is_online and (publish_at is null or publish_at <= ${now})` },
  ];
};

/**
 * Titles for autocomplete: published news, events, persons and pages whose unaccented title
 * contains the query or is similar to it word by word (pg_trgm, so a typo still finds it);
 * prefix matches first. Each source is filtered on its trigram index before the merge.
 */
async function suggestions(db: Kysely<Database>, text: string, locale: Locale, now: Date): Promise<string[]> {
  const q = text.trim().toLowerCase().slice(0, searchLimits.maxQueryLength);
  if (q.length < searchLimits.autocompleteMinLength) return [];
  const needle = sql`aula_unaccent(${q})`;
  const parts = titleSources(locale, now).map(
    ({ title, plain, from }) => sql`(select ${title} as title, ${plain} as plain from ${from}
      and (${plain} like '%' || ${needle} || '%' or ${needle} <% ${plain})
      order by word_similarity(${needle}, ${plain}) desc limit 20)`,
  );
  const { rows } = await sql<{ title: string }>`
    select title from (${sql.join(parts, sql` union `)}) as candidates
    order by (plain like ${needle} || '%' or plain like '% ' || ${needle} || '%') desc, word_similarity(${needle}, plain) desc, length(title), title
    limit 10`.execute(db);
  return rows.map((row) => row.title);
}

/** spec 7: search autocomplete, the search over all categories and per category with paging. */
export function searchRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .get(`/${localeParam}/api/search/autocomplete/`, async (c) => answer(c, autocompleteSchema, await suggestions(db, c.req.query('query') ?? '', localeOf(c), now())))
    .get(`/${localeParam}/api/search/`, async (c) => {
      const locale = localeOf(c);
      const words = queryWords(c.req.query('query') ?? '');
      const query = `&query=${encodeURIComponent(c.req.query('query') ?? '')}`;
      const entries = await Promise.all(
        searchCategories.map(async (category) => {
          const { count, results } = await searchCategory(db, category, words, locale, 1, now());
          return [category, pagedAnswer(`/${locale}/api/search/${category}/`, 1, count, results, query)] as const;
        }),
      );
      return answer(c, searchResultsSchema, Object.fromEntries(entries) as Record<SearchCategory, (typeof entries)[number][1]>);
    })
    .get(`/${localeParam}/api/search/:category{others|persons|events|news}/`, async (c) => {
      const locale = localeOf(c);
      const category = c.req.param('category') as SearchCategory;
      const page = parsePage(c.req.query('page'));
      if (page === null) return notFound(c, 'Invalid page.');
      const { count, results } = await searchCategory(db, category, queryWords(c.req.query('query') ?? ''), locale, page, now());
      if (beyondEnd(page, count)) return notFound(c, 'Invalid page.');
      const query = `&query=${encodeURIComponent(c.req.query('query') ?? '')}`;
      return answer(c, searchResultPageSchema, pagedAnswer(`/${locale}/api/search/${category}/`, page, count, results, query));
    });
}
