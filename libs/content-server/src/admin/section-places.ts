import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageContentType, pageUrl } from '../pages/read-page';

/** Where a section is seen: its page (title and path in the section's language) or its slot. */
export interface SectionPlace {
  locale: Locale;
  /** The content page it belongs to; null for a slot section (placed by slug on a screen). */
  pageId: number | null;
  title: string;
  /** The page's path; null for a slot, whose screen only the host knows. */
  url: string | null;
}

/** DESIGN.md 9: the places of sections by id (sections deleted since are left out). */
export async function sectionPlaces(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, SectionPlace>> {
  const places = new Map<number, SectionPlace>();
  if (ids.length === 0) return places;
  const sections = await db
    .selectFrom('module')
    .select(['id', 'locale', 'slug', 'content_type', 'object_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const pageIds = sections.flatMap((row) =>
    row.content_type === pageContentType && row.object_id !== null ? [row.object_id] : [],
  );
  const pages = new Map(
    pageIds.length === 0
      ? []
      : (await db.selectFrom('page').selectAll().where('id', 'in', pageIds).execute()).map(
          (page) => [page.id, page],
        ),
  );
  for (const row of sections) {
    const page = row.content_type === pageContentType ? pages.get(row.object_id ?? 0) : undefined;
    places.set(row.id, {
      locale: row.locale,
      pageId: page?.id ?? null,
      title: page ? page[`title_${row.locale}`] || page.slug : (row.slug ?? `#${row.id}`),
      url: page ? pageUrl(page, row.locale) : null,
    });
  }
  return places;
}

/**
 * Rows that name a section (`module_id`), each made into what the dashboard lists with the
 * section's place; rows of sections deleted since are left out.
 */
export async function withSectionPlaces<Row extends { module_id: number }, Entry>(
  db: Kysely<Database>,
  rows: readonly Row[],
  entry: (row: Row, place: SectionPlace) => Entry,
): Promise<Entry[]> {
  const places = await sectionPlaces(
    db,
    rows.map((row) => row.module_id),
  );
  return rows.flatMap((row) => {
    const place = places.get(row.module_id);
    return place ? [entry(row, place)] : [];
  });
}
