import type { PageSettings, PageSettingsWrite } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely, Updateable } from 'kysely';
import * as v from 'valibot';
import type { Database, PageTable } from '../db/schema';
import { readPage, type PageRow } from '../pages/read-page';
import { cacheTags } from '../revalidate';
import { localized } from './locale';

/** The page texts that exist once per language. */
const localizedFields = [
  'title',
  'headline',
  'meta_title',
  'meta_description',
  'og_title',
  'og_description',
] as const;

/** The navigation's tag: the menu and footer hide offline pages and may show page titles. */
export const navigationTag = cacheTags.list('navigation');

const revisionSchema = v.object({ locale: v.string() });

/** The column values of a validated settings write: the texts in `locale`, the shared flags. */
export function settingsValues(write: PageSettingsWrite, locale: Locale): Updateable<PageTable> {
  const values: Updateable<PageTable> = {
    is_online: write.is_online,
    in_menu: write.in_menu,
    in_footer: write.in_footer,
    og_image_id: write.og_image,
    ...(write.is_clickable === undefined ? {} : { is_clickable: write.is_clickable }),
    ...(write.header_behaviour === undefined ? {} : { header_behaviour: write.header_behaviour }),
  };
  for (const field of localizedFields) values[localized(field, locale)] = write[field];
  return values;
}

/** The page as an editor reads it, with its version and the revision of that version in `locale`. */
export async function readPageSettings(
  db: Kysely<Database>,
  row: PageRow,
  locale: Locale,
  reportError?: (error: unknown) => void,
): Promise<PageSettings> {
  const page = await readPage(db, row, locale, { editor: true, reportError });
  const revisions = await db
    .selectFrom('page_revision')
    .select(['id', 'snapshot'])
    .where('page_id', '=', row.id)
    .where('version', '=', row.version)
    .orderBy('id', 'desc')
    .execute();
  const revision = revisions.find((candidate) => {
    const snapshot = v.safeParse(revisionSchema, candidate.snapshot);
    return snapshot.success && snapshot.output.locale === locale;
  });
  return {
    ...page,
    version: row.version,
    version_id: revision?.id ?? null,
    og_image_id: row.og_image_id,
  };
}

/**
 * DESIGN.md 5: the cache tags a settings save touched: always the page's, and the navigation's
 * when what the menu or footer shows changed (flags, visibility, a title).
 */
export function pageSettingsTags(before: PageRow, after: PageRow, pageTag: string): string[] {
  const navigationChanged =
    before.in_menu !== after.in_menu ||
    before.in_footer !== after.in_footer ||
    before.is_online !== after.is_online ||
    before.is_clickable !== after.is_clickable ||
    before.title_de !== after.title_de ||
    before.title_en !== after.title_en;
  return navigationChanged ? [pageTag, navigationTag] : [pageTag];
}
