import type { Page } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PageTable } from '../db/schema';
import { readSiteSettings } from '../admin/site-settings';
import { loadImages } from '../media/load-images';
import { loadSubtrees } from '../modules/module-repository';
import { readModules } from '../modules/read-modules';
import { localized } from '../routes/locale';

/** The content type of content-managed pages (owner of their root modules). */
export const pageContentType = 'pageeditor.page';

export type PageRow = Selectable<PageTable>;

/** A page's path in a language, with the locale prefix ('' is the home page). */
export const pageUrl = (row: Pick<PageRow, 'path_de' | 'path_en'>, locale: Locale) => {
  const path = row[localized('path', locale)];
  return path ? `/${locale}/${path}` : `/${locale}`;
};

/** Whether a visitor may see the page now (online and not scheduled for later). */
export const isPublished = (row: Pick<PageRow, 'is_online' | 'publish_at'>, now: Date) =>
  row.is_online && (row.publish_at === null || row.publish_at <= now);

/** spec 3: a page as read in `locale`, with its module tree. */
export async function readPage(
  db: Kysely<Database>,
  row: PageRow,
  locale: Locale,
  options: { editor: boolean; reportError?: (error: unknown) => void },
): Promise<Page> {
  const roots = await db
    .selectFrom('module')
    .select('id')
    .where('content_type', '=', pageContentType)
    .where('object_id', '=', row.id)
    .where('locale', '=', locale)
    .where('parent_id', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const rootIds = roots.map((root) => root.id);
  const rows = await loadSubtrees(db, rootIds);
  const modules = await readModules(db, rows, rootIds, locale, options.reportError);
  const ordered = rootIds.flatMap((id) => modules.filter((module) => module.id === id));
  const site = await readSiteSettings(db);
  const og =
    row.og_image_id === null
      ? undefined
      : (await loadImages(db, [row.og_image_id], locale)).get(row.og_image_id);
  return {
    id: row.id,
    urls: { de: pageUrl(row, 'de'), en: pageUrl(row, 'en') },
    content_type: row.content_type,
    title: row[localized('title', locale)],
    headline: row[localized('headline', locale)],
    is_online: row.is_online,
    is_clickable: row.is_clickable,
    in_menu: row.in_menu,
    in_footer: row.in_footer,
    meta_title: row[localized('meta_title', locale)],
    meta_description: row[localized('meta_description', locale)],
    og_title: row[localized('og_title', locale)],
    og_description: row[localized('og_description', locale)],
    og_image: og?.crops['horizontal'] ?? og?.image_url ?? null,
    og_image_thumbs: og?.thumbs ?? [],
    og_type: row.og_type,
    header_behaviour: row.header_behaviour,
    site_header_behaviour: site.header_behaviour,
    modules: ordered,
    settings_url: options.editor ? `/admin/pageeditor/page/${row.id}/change/` : null,
  };
}

/**
 * Writes a revision of the page as it reads now in `locale`; answers the page as written (a
 * section's save answers its section from it).
 */
export async function snapshotPage(
  db: Kysely<Database>,
  row: PageRow,
  locale: Locale,
  userId: number | null,
  reportError?: (error: unknown) => void,
): Promise<Page> {
  const page = await readPage(db, row, locale, {
    editor: true,
    ...(reportError ? { reportError } : {}),
  });
  await db
    .insertInto('page_revision')
    .values({
      page_id: row.id,
      version: row.version,
      snapshot: JSON.stringify({ locale, page }),
      user_id: userId,
    })
    .execute();
  return page;
}
