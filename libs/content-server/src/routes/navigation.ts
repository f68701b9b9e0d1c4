import { navigationSchema, type Navigation, type NavigationItem } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NavigationItemTable } from '../db/schema';
import { answer } from './answer';
import { localeOf, localeParam } from './locale';

type Row = Selectable<NavigationItemTable>;

function buildTree(rows: Row[], locale: Locale, parentId: number | null): NavigationItem[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({
      menu_name: locale === 'de' ? row.headline_de : row.headline_en,
      headline: locale === 'de' ? row.headline_de : row.headline_en,
      url: locale === 'de' ? row.url_de : row.url_en,
      in_highlight_menu: row.in_highlight_menu,
      children: buildTree(rows, locale, row.id),
    }));
}

/** spec 3: the navigation state (menu and footer trees) in `locale`. */
export async function readNavigation(db: Kysely<Database>, locale: Locale): Promise<Navigation> {
  const rows = await db.selectFrom('navigation_item').selectAll().orderBy('position').execute();
  return {
    menu: buildTree(rows.filter((row) => row.menu === 'menu'), locale, null),
    footer: buildTree(rows.filter((row) => row.menu === 'footer'), locale, null),
  };
}

/** spec 7: the menu and footer trees (`/pageeditor-api/nav` and `/api/main-navigation/`). */
export function navigationRoutes(db: Kysely<Database>) {
  const navigation = (locale: Locale) => readNavigation(db, locale);
  return new Hono()
    .get(`/${localeParam}/pageeditor-api/nav`, async (c) => answer(c, navigationSchema, await navigation(localeOf(c))))
    .get(`/${localeParam}/api/main-navigation/`, async (c) => answer(c, navigationSchema, await navigation(localeOf(c))));
}
