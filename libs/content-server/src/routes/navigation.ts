import type { Navigation, NavigationItem } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NavigationItemTable } from '../db/schema';
import { localeParam } from './locale';

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

/** spec 7: GET /{locale}/pageeditor-api/nav, the menu and footer trees. */
export function navigationRoutes(db: Kysely<Database>) {
  return new Hono().get(`/${localeParam}/pageeditor-api/nav`, async (c) => {
    const locale = c.req.param('locale') as Locale;
    const rows = await db.selectFrom('navigation_item').selectAll().orderBy('position').execute();
    const navigation: Navigation = {
      menu: buildTree(rows.filter((row) => row.menu === 'menu'), locale, null),
      footer: buildTree(rows.filter((row) => row.menu === 'footer'), locale, null),
    };
    return c.json(navigation);
  });
}
