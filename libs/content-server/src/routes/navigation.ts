import { navigationSchema, type Navigation, type NavigationItem } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NavigationItemTable } from '../db/schema';
import { pageUrl } from '../pages/read-page';
import { answer } from './answer';
import { localeOf, localeParam } from './locale';
import { readSiteSettings } from '../admin/site-settings';

type Row = Selectable<NavigationItemTable>;

function buildTree(
  rows: Row[],
  locale: Locale,
  parentId: number | null,
  hidden: ReadonlySet<string>,
): NavigationItem[] {
  return rows
    .filter(
      (row) =>
        row.parent_id === parentId &&
        !hidden.has((locale === 'de' ? row.url_de : row.url_en).replace(/\/+$/, '')),
    )
    .map((row) => ({
      menu_name: locale === 'de' ? row.headline_de : row.headline_en,
      headline: locale === 'de' ? row.headline_de : row.headline_en,
      url: locale === 'de' ? row.url_de : row.url_en,
      in_highlight_menu: row.in_highlight_menu,
      children: buildTree(rows, locale, row.id, hidden),
    }));
}

/** The urls in `locale` of the pages a visitor may not see at `now` (offline or scheduled). */
async function unpublishedPageUrls(
  db: Kysely<Database>,
  locale: Locale,
  now: Date,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('page')
    .select(['path_de', 'path_en'])
    .where((eb) => eb.or([eb('is_online', '=', false), eb('publish_at', '>', now)]))
    .execute();
  return new Set(rows.map((row) => pageUrl(row, locale)));
}

/**
 * spec 3: the navigation state (menu and footer trees) in `locale`. With `visitorsAt`, entries
 * that link to a page visitors may not see then (spec 4/6: offline is not found) are left out,
 * with their children.
 */
export async function readNavigation(
  db: Kysely<Database>,
  locale: Locale,
  { visitorsAt }: { visitorsAt?: Date } = {},
): Promise<Navigation> {
  const rows = await db.selectFrom('navigation_item').selectAll().orderBy('position').execute();
  const hidden = visitorsAt ? await unpublishedPageUrls(db, locale, visitorsAt) : new Set<string>();
  return {
    menu: buildTree(
      rows.filter((row) => row.menu === 'menu'),
      locale,
      null,
      hidden,
    ),
    footer: buildTree(
      rows.filter((row) => row.menu === 'footer'),
      locale,
      null,
      hidden,
    ),
  };
}

/** spec 7: the menu and footer trees (`/pageeditor-api/nav` and `/api/main-navigation/`) as visitors see them. */
export function navigationRoutes(db: Kysely<Database>, now: () => Date) {
  // spec 2: with the site's default header behaviour, which the host's chrome follows.
  const navigation = async (locale: Locale) => ({
    ...(await readNavigation(db, locale, { visitorsAt: now() })),
    header_behaviour: (await readSiteSettings(db)).header_behaviour,
  });
  return new Hono()
    .get(`/${localeParam}/pageeditor-api/nav`, async (c) =>
      answer(c, navigationSchema, await navigation(localeOf(c))),
    )
    .get(`/${localeParam}/api/main-navigation/`, async (c) =>
      answer(c, navigationSchema, await navigation(localeOf(c))),
    );
}
