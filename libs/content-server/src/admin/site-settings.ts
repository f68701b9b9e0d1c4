import { fallbackHeaderBehaviour, type SiteSettings } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cacheTags } from '../revalidate';

/** spec 2: the site settings (the one row of `site_setting`; its defaults if it is missing). */
export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_setting')
    .select('header_behaviour')
    .where('id', '=', 1)
    .executeTakeFirst();
  return { header_behaviour: row?.header_behaviour ?? fallbackHeaderBehaviour };
}

/**
 * Stores validated site settings; answers the cache tags of what changed: every page that
 * uses the site's header behaviour (its own setting is null) shows the new default, and the
 * navigation answer carries it to the other screens.
 */
export async function writeSiteSettings(
  db: Kysely<Database>,
  settings: SiteSettings,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const before = await readSiteSettings(trx);
    await trx
      .insertInto('site_setting')
      .values({ id: 1, ...settings })
      .onConflict((oc) => oc.column('id').doUpdateSet(settings))
      .execute();
    if (before.header_behaviour === settings.header_behaviour) return [];
    const pages = await trx
      .selectFrom('page')
      .select('id')
      .where('header_behaviour', 'is', null)
      .execute();
    return [cacheTags.list('navigation'), ...pages.map((page) => cacheTags.page(page.id))];
  });
}
