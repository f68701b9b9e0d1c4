import {
  calendarSchema,
  categoriesSchema,
  eventDetailSchema,
  eventPageSchema,
  type ListFilter,
} from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { eventColumns, type EventRow } from '../db/columns';
import type { Database } from '../db/schema';
import { loadImages, noImage, type ImageFields } from '../media/load-images';
import { answer, notFound } from './answer';
import { berlinDay, dayRange, filterQuery, listFilterOf } from './list-filter';
import { idParam, localeOf, localeParam, localized } from './locale';
import { type AnchorSource, keysetPageSource, pageStarts } from '../paging/page-anchors';
import { loadPage, pageSize, pagedAnswer } from './paging';

/**
 * Online events matching the filter. Without a date filter the list shows what is still to
 * come (not yet ended); a date filter shows that day's events, past ones included.
 */
function filtered(db: Kysely<Database>, filter: ListFilter, now: Date) {
  const days = filter.date.map(dayRange).filter((range): range is [Date, Date] => range !== null);
  return db
    .selectFrom('event')
    .where('event.is_online', '=', true)
    .$if(filter.category.length > 0, (query) =>
      query.where('event.category_id', 'in', (eb) =>
        eb
          .selectFrom('category')
          .select('id')
          .where('kind', '=', 'event')
          .where((w) =>
            w.or([w('slug_de', 'in', filter.category), w('slug_en', 'in', filter.category)]),
          ),
      ),
    )
    .$if(days.length > 0, (query) =>
      query.where((eb) =>
        eb.or(
          days.map(([start, end]) =>
            eb.and([eb('event.starts_at', '>=', start), eb('event.starts_at', '<', end)]),
          ),
        ),
      ),
    )
    .$if(days.length === 0, (query) =>
      query.where((eb) => eb(eb.fn.coalesce('event.ends_at', 'event.starts_at'), '>=', now)),
    )
    .$if(filter.faculty !== null, (query) => query.where('event.faculty_id', '=', filter.faculty))
    .$if(filter.is_home, (query) => query.where('event.is_home', '=', true))
    .$if(filter.is_highlight, (query) => query.where('event.is_highlight', '=', true));
}

/** The page starts of the events list under `filter` (soonest first), and when time changes it: the next end of a listed event. */
function eventAnchors(
  db: Kysely<Database>,
  query: ReturnType<typeof filtered>,
  filter: ListFilter,
  now: Date,
): AnchorSource {
  return {
    table: 'event',
    key: `event:${JSON.stringify(filter)}`,
    anchors: async () =>
      (
        await pageStarts(
          query.select([
            sql<string>`event.starts_at::text`.as('sort'),
            'event.id as id',
            sql<number>`row_number() over (order by event.starts_at, event.id)`.as('n'),
            sql<string>`count(*) over ()`.as('total'),
          ]),
        ).execute(db)
      ).rows,
    until: async () => {
      const { rows } = await sql<{
        next: Date | null;
      }>`select min(coalesce(ends_at, starts_at)) as next from event where is_online and coalesce(ends_at, starts_at) >= ${now}`.execute(
        db,
      );
      return rows[0]?.next ?? null;
    },
  };
}

export type Category = {
  id: number;
  slug_de: string;
  slug_en: string;
  name_de: string;
  name_en: string;
};

/** The list shape of an event row in `locale` (also the events pagemodule's items). */
export function eventAnswer(
  row: EventRow,
  locale: Locale,
  categories: Map<number, Category>,
  images: Map<number, ImageFields>,
) {
  const category = row.category_id === null ? undefined : categories.get(row.category_id);
  const image = row.image_id === null ? undefined : images.get(row.image_id);
  return {
    id: row.id,
    slug: row[localized('slug', locale)],
    title: row[localized('title', locale)],
    teaser: row[localized('teaser', locale)],
    start: row.starts_at.toISOString(),
    end: row.ends_at?.toISOString() ?? null,
    location: row[localized('location', locale)],
    categories: category
      ? [
          {
            id: category.id,
            slug: category[localized('slug', locale)],
            name: category[localized('name', locale)],
          },
        ]
      : [],
    faculty: row.faculty_id,
    is_home: row.is_home,
    is_highlight: row.is_highlight,
    urls: {
      de: href('eventDetail', 'de', { slug: row.slug_de, id: row.id }),
      en: href('eventDetail', 'en', { slug: row.slug_en, id: row.id }),
    },
    ...(image
      ? {
          image: image.image,
          image_url: image.image_url,
          alt: image.alt,
          width: image.width,
          height: image.height,
          thumbs: image.thumbs,
        }
      : noImage()),
  };
}

/** The event categories by id. */
export async function eventCategories(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('category')
    .select(['id', 'slug_de', 'slug_en', 'name_de', 'name_en'])
    .where('kind', '=', 'event')
    .orderBy('position')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** spec 7: events with filters (`is_home`, `faculty`, category, date), categories, calendar, detail. */
export function eventRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .get(`/${localeParam}/api/events/`, async (c) => {
      const locale = localeOf(c);
      const filter = listFilterOf(c);
      const at = now();
      const query = filtered(db, filter, at);
      const loaded = await loadPage(
        c.req.query('page'),
        keysetPageSource(db, eventAnchors(db, query, filter, at), at, async (from) => {
          const rows = await query
            .select(eventColumns)
            .where((eb) =>
              eb(
                eb.refTuple('event.starts_at', 'event.id'),
                '>=',
                eb.tuple(sql<Date>`${from.sort}::timestamptz`, from.id),
              ),
            )
            .orderBy('starts_at')
            .orderBy('id')
            .limit(pageSize)
            .execute();
          const categories = await eventCategories(db);
          const images = await loadImages(
            db,
            rows.map((row) => row.image_id),
            locale,
          );
          return rows.map((row) => eventAnswer(row, locale, categories, images));
        }),
      );
      if (!loaded) return notFound(c, 'Invalid page.');
      return answer(
        c,
        eventPageSchema,
        pagedAnswer(
          `/${locale}/api/events/`,
          loaded.page,
          loaded.count,
          loaded.results,
          filterQuery(c),
        ),
      );
    })
    .get(`/${localeParam}/api/events/categories/`, async (c) => {
      const locale = localeOf(c);
      const rows = [...(await eventCategories(db)).values()].map((row) => ({
        id: row.id,
        slug: row[localized('slug', locale)],
        name: row[localized('name', locale)],
      }));
      return answer(c, categoriesSchema, rows);
    })
    .get(`/${localeParam}/api/events/calendar/`, async (c) => {
      const rows = await filtered(db, { ...listFilterOf(c), date: [] }, now())
        .select(sql<string>`${sql.raw(berlinDay('starts_at'))}`.as('day'))
        .select(sql<Date>`min(starts_at)`.as('first'))
        .groupBy('day')
        .orderBy('first')
        .execute();
      return answer(
        c,
        calendarSchema,
        rows.map((row) => row.day),
      );
    })
    .get(`/${localeParam}/api/events/${idParam}/`, async (c) => {
      const locale = localeOf(c);
      const row = await db
        .selectFrom('event')
        .select(eventColumns)
        .where('is_online', '=', true)
        .where('id', '=', Number(c.req.param('id')))
        .executeTakeFirst();
      if (!row) return notFound(c);
      const images = await loadImages(db, [row.image_id], locale);
      const entry = eventAnswer(row, locale, await eventCategories(db), images);
      return answer(c, eventDetailSchema, {
        ...entry,
        images:
          entry.image !== null && entry.image_url !== null
            ? [{ ...entry, image: entry.image, image_url: entry.image_url, description: entry.alt }]
            : [],
        body_slug: `event-${row.id}-body`,
        meta_description: entry.teaser,
      });
    });
}
