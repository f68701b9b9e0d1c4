import {
  autocompleteSchema,
  searchCategories,
  searchLimits,
  searchResultPageSchema,
  searchResultsSchema,
  type SearchCategory,
  type SearchResult,
} from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import { Hono } from 'hono';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { pageUrl } from '../pages/read-page';
import { keptAnswer } from '../search/kept-answers';
import { queryWords, searchMatch } from '../search/search-query';
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
}

/** Per category: its table, the date it is sorted by, and which of its rows visitors may find. */
function categorySource(category: SearchCategory, now: Date) {
  switch (category) {
    case 'news':
      return {
        table: sql.raw('news'),
        date: sql.raw('published_at'),
        visible: sql`is_online and published_at <= ${now}`,
      };
    case 'events':
      return { table: sql.raw('event'), date: sql.raw('starts_at'), visible: sql`is_online` };
    case 'persons':
      return {
        table: sql.raw('person'),
        date: sql.raw('null::timestamptz'),
        visible: sql`is_online`,
      };
    case 'others':
      return {
        table: sql.raw('page'),
        date: sql.raw('null::timestamptz'),
        visible: sql`is_online and (publish_at is null or publish_at <= ${now})`,
      };
  }
}

/** The shown fields of the hits `ids` of one category (after ranking and paging, so only 12 rows pay for them). */
function hitDetails(category: SearchCategory, locale: Locale, ids: number[]): RawBuilder<Hit> {
  const l = sql.raw(locale);
  // A hit's image is a small derivative, never the original: the WebP thumbnail, for persons the portrait (vertical) crop.
  const image = (table: string, alias: 'thumbnail' | 'vertical' = 'thumbnail') =>
    sql.raw(
      `(select path from media_derivative where media_id = ${table}.image_id and alias = '${alias}' and format = 'webp')`,
    );
  const wanted = sql.join(ids);
  switch (category) {
    case 'news':
      return sql<Hit>`select id, title_${l} as title, teaser_${l} as teaser, slug_${l} as slug, published_at as date, ${image('news')} as image_path from news where id in (${wanted})`;
    case 'events':
      return sql<Hit>`select id, title_${l} as title, teaser_${l} as teaser, slug_${l} as slug, starts_at as date, ${image('event')} as image_path from event where id in (${wanted})`;
    case 'persons':
      return sql<Hit>`select id, trim(academic_title || ' ' || first_name || ' ' || last_name) as title, position_${l} as teaser, slug_${l} as slug, null::timestamptz as date, ${image('person', 'vertical')} as image_path from person where id in (${wanted})`;
    case 'others':
      return sql<Hit>`select id, title_${l} as title, meta_description_${l} as teaser, path_${l} as slug, null::timestamptz as date, null as image_path from page where id in (${wanted})`;
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

/**
 * One page of ranked hits of a category: full-text matches first, then words found inside
 * compounds (issue 16 item 7), each by rank, then newest. The count comes with the page.
 */
async function searchCategory(
  db: Kysely<Database>,
  category: SearchCategory,
  words: string[],
  locale: Locale,
  page: number,
  now: Date,
) {
  if (words.length === 0) return { count: 0, results: [] as SearchResult[] };
  const { table, date, visible } = categorySource(category, now);
  const match = searchMatch(words, locale);
  const { rows: ranked } = await sql<{ id: number; total: string }>`
    select id, count(*) over () as total from (
      select id, ${match.rank} as rank, ${date} as date from ${table} where ${visible} and ${match.where}
    ) as hits order by rank desc, date desc nulls last, id limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(
    db,
  );
  let count = Number(ranked[0]?.total ?? 0);
  if (ranked.length === 0 && page > 1) {
    const { rows } = await sql<{
      count: string;
    }>`select count(*) as count from ${table} where ${visible} and ${match.where}`.execute(db);
    count = Number(rows[0]?.count ?? 0);
  }
  if (ranked.length === 0) return { count, results: [] as SearchResult[] };
  const { rows } = await hitDetails(
    category,
    locale,
    ranked.map((hit) => hit.id),
  ).execute(db);
  const byId = new Map(rows.map((hit) => [hit.id, hit]));
  return {
    count,
    results: ranked.flatMap(({ id }) => {
      const hit = byId.get(id);
      if (!hit) return [];
      return [
        {
          id: hit.id,
          category,
          title: hit.title,
          teaser: hit.teaser.replace(/<[^>]*>/g, ''),
          url: hitUrl(category, hit, locale),
          date: hit.date ? new Date(hit.date).toISOString() : null,
          image_url: hit.image_path ? `/media/${hit.image_path}` : null,
        },
      ];
    }),
  };
}

/** `searchCategory`, kept between writes (src/search/kept-answers). */
const keptSearch = (
  db: Kysely<Database>,
  category: SearchCategory,
  words: string[],
  locale: Locale,
  page: number,
  now: Date,
) =>
  keptAnswer(db, `search:${locale}:${category}:${page}:${words.join(' ')}`, now, () =>
    searchCategory(db, category, words, locale, page, now),
  );

/** The titles autocomplete looks at, with their stored plain form (trigram-indexed, migration 0004). */
const titleSources = (locale: Locale, now: Date) => {
  const l = sql.raw(locale);
  const plain = sql.raw(`plain_${locale}`);
  return [
    { title: sql`title_${l}`, plain, from: sql`news where is_online and published_at <= ${now}` },
    { title: sql`title_${l}`, plain, from: sql`event where is_online` },
    { title: sql`first_name || ' ' || last_name`, plain, from: sql`person where is_online` },
    {
      title: sql`title_${l}`,
      plain,
      from: sql`page where is_online and (publish_at is null or publish_at <= ${now})`,
    },
  ];
};

/**
 * Titles for autocomplete: published news, events, persons and pages whose unaccented title
 * contains the query or is similar to it word by word (pg_trgm, so a typo still finds it);
 * prefix matches first. Each source is filtered on its trigram index before the merge.
 */
async function suggestions(
  db: Kysely<Database>,
  text: string,
  locale: Locale,
  now: Date,
): Promise<string[]> {
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
    .get(`/${localeParam}/api/search/autocomplete/`, async (c) => {
      const locale = localeOf(c);
      const text = c.req.query('query') ?? '';
      const at = now();
      return answer(
        c,
        autocompleteSchema,
        await keptAnswer(db, `suggest:${locale}:${text.trim().toLowerCase()}`, at, () =>
          suggestions(db, text, locale, at),
        ),
      );
    })
    .get(`/${localeParam}/api/search/`, async (c) => {
      const locale = localeOf(c);
      const words = queryWords(c.req.query('query') ?? '');
      const query = `&query=${encodeURIComponent(c.req.query('query') ?? '')}`;
      const entries = await Promise.all(
        searchCategories.map(async (category) => {
          const { count, results } = await keptSearch(db, category, words, locale, 1, now());
          return [
            category,
            pagedAnswer(`/${locale}/api/search/${category}/`, 1, count, results, query),
          ] as const;
        }),
      );
      return answer(
        c,
        searchResultsSchema,
        Object.fromEntries(entries) as Record<SearchCategory, (typeof entries)[number][1]>,
      );
    })
    .get(`/${localeParam}/api/search/:category{others|persons|events|news}/`, async (c) => {
      const locale = localeOf(c);
      const category = c.req.param('category') as SearchCategory;
      const page = parsePage(c.req.query('page'));
      if (page === null) return notFound(c, 'Invalid page.');
      const { count, results } = await keptSearch(
        db,
        category,
        queryWords(c.req.query('query') ?? ''),
        locale,
        page,
        now(),
      );
      if (beyondEnd(page, count)) return notFound(c, 'Invalid page.');
      const query = `&query=${encodeURIComponent(c.req.query('query') ?? '')}`;
      return answer(
        c,
        searchResultPageSchema,
        pagedAnswer(`/${locale}/api/search/${category}/`, page, count, results, query),
      );
    });
}
