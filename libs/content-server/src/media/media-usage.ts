import type { MediaUsage } from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageContentType, pageUrl } from '../pages/read-page';

const pick = <T>(locale: Locale, de: T, en: T) => (locale === 'de' ? de : en);

/** The root module (section) of each module id: its owner is a page or a slot slug. */
async function sectionsOf(db: Kysely<Database>, ids: number[]) {
  const roots = new Map<
    number,
    {
      id: number;
      slug: string | null;
      content_type: string | null;
      object_id: number | null;
      locale: Locale;
    }
  >();
  let pending = ids;
  const seen = new Set<number>();
  while (pending.length > 0) {
    const rows = await db
      .selectFrom('module')
      .select(['id', 'parent_id', 'slug', 'content_type', 'object_id', 'locale'])
      .where('id', 'in', pending)
      .execute();
    pending = [];
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (row.parent_id === null) roots.set(row.id, row);
      else pending.push(row.parent_id);
    }
  }
  return [...roots.values()];
}

/**
 * DESIGN.md 9: where media `id` is used: sections of pages and slots whose blocks (or their items)
 * show it, the pages whose sharing image it is, and news, events, persons, press items, home
 * teasers and instagram posts with it as their image. Titles and URLs in `locale`.
 */
export async function mediaUsage(
  db: Kysely<Database>,
  id: number,
  locale: Locale,
): Promise<MediaUsage[]> {
  const usage: MediaUsage[] = [];
  const modules = await db
    .selectFrom('module')
    .select('id')
    .where(sql<boolean>`data->>'image' = ${String(id)}`)
    .execute();
  const sections = await sectionsOf(
    db,
    modules.map((row) => row.id),
  );
  const pageIds = [
    ...new Set(
      sections
        .filter((section) => section.content_type === pageContentType && section.object_id !== null)
        .map((section) => section.object_id as number),
    ),
  ];
  const ogPages = await db.selectFrom('page').select('id').where('og_image_id', '=', id).execute();
  const allPages = [...new Set([...pageIds, ...ogPages.map((row) => row.id)])];
  if (allPages.length > 0) {
    for (const page of await db
      .selectFrom('page')
      .selectAll()
      .where('id', 'in', allPages)
      .orderBy('id')
      .execute()) {
      usage.push({
        kind: 'page',
        id: page.id,
        title: pick(locale, page.title_de, page.title_en) || page.slug,
        url: pageUrl(page, locale),
      });
    }
  }
  for (const section of sections.filter(
    (item) => item.content_type !== pageContentType && item.slug,
  )) {
    usage.push({ kind: 'section', id: section.id, title: section.slug ?? '', url: null });
  }
  for (const row of await db
    .selectFrom('news')
    .select(['id', 'title_de', 'title_en', 'slug_de', 'slug_en'])
    .where('image_id', '=', id)
    .execute()) {
    usage.push({
      kind: 'news',
      id: row.id,
      title: pick(locale, row.title_de, row.title_en),
      url: href('newsDetail', locale, { slug: pick(locale, row.slug_de, row.slug_en), id: row.id }),
    });
  }
  for (const row of await db
    .selectFrom('event')
    .select(['id', 'title_de', 'title_en', 'slug_de', 'slug_en'])
    .where('image_id', '=', id)
    .execute()) {
    usage.push({
      kind: 'event',
      id: row.id,
      title: pick(locale, row.title_de, row.title_en),
      url: href('eventDetail', locale, {
        slug: pick(locale, row.slug_de, row.slug_en),
        id: row.id,
      }),
    });
  }
  for (const row of await db
    .selectFrom('person')
    .select(['id', 'first_name', 'last_name', 'slug_de', 'slug_en'])
    .where('image_id', '=', id)
    .execute()) {
    usage.push({
      kind: 'person',
      id: row.id,
      title: `${row.first_name} ${row.last_name}`,
      url: href('personDetail', locale, {
        slug: pick(locale, row.slug_de, row.slug_en),
        id: row.id,
      }),
    });
  }
  for (const row of await db
    .selectFrom('press_item')
    .select(['id', 'kind', 'title_de', 'title_en', 'slug_de', 'slug_en'])
    .where('image_id', '=', id)
    .execute()) {
    const url =
      row.kind === 'release'
        ? href('pressReleaseDetail', locale, {
            slug: pick(locale, row.slug_de, row.slug_en),
            id: row.id,
          })
        : null;
    usage.push({
      kind: row.kind === 'release' ? 'pressRelease' : 'pressArticle',
      id: row.id,
      title: pick(locale, row.title_de, row.title_en),
      url,
    });
  }
  for (const row of await db
    .selectFrom('home_teaser')
    .select(['id', 'headline_de', 'headline_en'])
    .where('image_id', '=', id)
    .execute()) {
    usage.push({
      kind: 'homeTeaser',
      id: row.id,
      title: pick(locale, row.headline_de, row.headline_en),
      url: `/${locale}`,
    });
  }
  for (const row of await db
    .selectFrom('instagram_post')
    .select(['id', 'caption_de', 'caption_en'])
    .where('image_id', '=', id)
    .execute()) {
    usage.push({
      kind: 'instagramPost',
      id: row.id,
      title: pick(locale, row.caption_de, row.caption_en).slice(0, 80),
      url: `/${locale}`,
    });
  }
  return usage;
}
