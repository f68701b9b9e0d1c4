import {
  calendarSchema,
  categoriesSchema,
  newsDetailSchema,
  newsPageSchema,
  type ListFilter,
} from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import { Hono } from 'hono';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadImages, noImage } from '../media/load-images';
import { answer, notFound } from './answer';
import { berlinDay, dayRange, filterQuery, listFilterOf } from './list-filter';
import { idParam, localeOf, localeParam, localized } from './locale';
import { type AnchorSource, keysetPageSource, pageStarts } from '../paging/page-anchors';
import { loadPage, pageSize, pagedAnswer } from './paging';

/** Online, already published news matching the filter (category slugs of either language, days, faculty, highlight). */
function filtered(db: Kysely<Database>, filter: ListFilter, now: Date) {
  const days = filter.date.map(dayRange).filter((range): range is [Date, Date] => range !== null);
  return db
    .selectFrom('news')
    .where('news.is_online', '=', true)
    .where('news.published_at', '<=', now)
    .$if(filter.category.length > 0, (query) =>
      query.where('news.category_id', 'in', (eb) =>
        eb
          .selectFrom('category')
          .select('id')
          .where('kind', '=', 'news')
          .where((w) =>
            w.or([w('slug_de', 'in', filter.category), w('slug_en', 'in', filter.category)]),
          ),
      ),
    )
    .$if(days.length > 0, (query) =>
      query.where((eb) =>
        eb.or(
          days.map(([start, end]) =>
            eb.and([eb('news.published_at', '>=', start), eb('news.published_at', '<', end)]),
          ),
        ),
      ),
    )
    .$if(filter.faculty !== null, (query) => query.where('news.faculty_id', '=', filter.faculty))
    .$if(filter.is_highlight, (query) => query.where('news.is_highlight', '=', true));
}

/** The page starts of the news list under `filter` (newest first), and when time changes it: the next publication. */
function newsAnchors(
  db: Kysely<Database>,
  query: ReturnType<typeof filtered>,
  filter: ListFilter,
  now: Date,
): AnchorSource {
  return {
    table: 'news',
    key: `news:${JSON.stringify(filter)}`,
    anchors: async () =>
      (
        await pageStarts(
          query.select([
            sql<string>`news.published_at::text`.as('sort'),
            'news.id as id',
            sql<number>`row_number() over (order by news.published_at desc, news.id desc)`.as('n'),
            sql<string>`count(*) over ()`.as('total'),
          ]),
        ).execute(db)
      ).rows,
    until: async () => {
      const next = await db
        .selectFrom('news')
        .select((eb) => eb.fn.min('published_at').as('next'))
        .where('is_online', '=', true)
        .where('published_at', '>', now)
        .executeTakeFirst();
      return next?.next ?? null;
    },
  };
}

const categoryName = (locale: Locale) => (eb: ExpressionBuilder<Database, 'news'>) =>
  eb
    .selectFrom('category')
    .whereRef('category.id', '=', 'news.category_id')
    .select(localized('name', locale))
    .as('category');

/** spec 7: the news list with filters, its categories and calendar, and a news entry. */
export function newsRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .get(`/${localeParam}/api/news/`, async (c) => {
      const locale = localeOf(c);
      const filter = listFilterOf(c);
      const at = now();
      const query = filtered(db, filter, at);
      const source = keysetPageSource(db, newsAnchors(db, query, filter, at), at, async (from) => {
        const rows = await query
          .select([
            'id',
            `${localized('slug', locale)} as slug`,
            `${localized('title', locale)} as title`,
            `${localized('teaser', locale)} as teaser`,
            'published_at',
          ])
          .select(categoryName(locale))
          .where((eb) =>
            eb(
              eb.refTuple('news.published_at', 'news.id'),
              '<=',
              eb.tuple(sql<Date>`${from.sort}::timestamptz`, from.id),
            ),
          )
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .execute();
        return rows.map(({ published_at, ...row }) => ({
          ...row,
          date: published_at.toISOString(),
        }));
      });
      const loaded = await loadPage(c.req.query('page'), source);
      if (!loaded) return notFound(c, 'Invalid page.');
      return answer(
        c,
        newsPageSchema,
        pagedAnswer(
          `/${locale}/api/news/`,
          loaded.page,
          loaded.count,
          loaded.results,
          filterQuery(c),
        ),
      );
    })
    .get(`/${localeParam}/api/news/categories/`, async (c) => {
      const locale = localeOf(c);
      const rows = await db
        .selectFrom('category')
        .select([
          'id',
          `${localized('slug', locale)} as slug`,
          `${localized('name', locale)} as name`,
        ])
        .where('kind', '=', 'news')
        .orderBy('position')
        .execute();
      return answer(c, categoriesSchema, rows);
    })
    .get(`/${localeParam}/api/news/calendar/`, async (c) => {
      const rows = await filtered(db, { ...listFilterOf(c), date: [] }, now())
        .select(sql<string>`${sql.raw(berlinDay('published_at'))}`.as('day'))
        .select(sql<Date>`min(published_at)`.as('first'))
        .groupBy('day')
        .orderBy('first', 'desc')
        .execute();
      return answer(
        c,
        calendarSchema,
        rows.map((row) => row.day),
      );
    })
    .get(`/${localeParam}/api/news/${idParam}/`, async (c) => {
      const locale = localeOf(c);
      const row = await filtered(
        db,
        { category: [], date: [], faculty: null, is_home: false, is_highlight: false },
        now(),
      )
        .selectAll('news')
        .select(categoryName(locale))
        .where('news.id', '=', Number(c.req.param('id')))
        .executeTakeFirst();
      if (!row) return notFound(c);
      const image =
        row.image_id === null
          ? undefined
          : (await loadImages(db, [row.image_id], locale)).get(row.image_id);
      const imageFields = image
        ? {
            image: image.image,
            image_url: image.image_url,
            alt: image.alt,
            width: image.width,
            height: image.height,
            thumbs: image.thumbs,
          }
        : noImage();
      return answer(c, newsDetailSchema, {
        id: row.id,
        slug: row[localized('slug', locale)],
        title: row[localized('title', locale)],
        teaser: row[localized('teaser', locale)],
        date: row.published_at.toISOString(),
        category: row.category,
        urls: {
          de: href('newsDetail', 'de', { slug: row.slug_de, id: row.id }),
          en: href('newsDetail', 'en', { slug: row.slug_en, id: row.id }),
        },
        ...imageFields,
        images: image
          ? [
              {
                ...imageFields,
                image: image.image,
                image_url: image.image_url,
                description: image.alt,
              },
            ]
          : [],
        faculty: row.faculty_id,
        body_slug: `news-${row.id}-body`,
        meta_description: row[localized('teaser', locale)],
      });
    });
}
