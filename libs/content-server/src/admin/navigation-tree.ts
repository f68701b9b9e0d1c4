import type { AdminNavItem } from '@aula/api-client';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Menu = 'menu' | 'footer';

/** The entries of one menu as a tree, in order. */
export async function readNavigationTree(
  db: Kysely<Database>,
  menu: Menu,
): Promise<AdminNavItem[]> {
  const rows = await db
    .selectFrom('navigation_item')
    .selectAll()
    .where('menu', '=', menu)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows)
    byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parent: number | null, depth: number): AdminNavItem[] =>
    depth > 5
      ? []
      : (byParent.get(parent) ?? []).map((row) => ({
          id: row.id,
          headline_de: row.headline_de,
          headline_en: row.headline_en,
          url_de: row.url_de,
          url_en: row.url_en,
          in_highlight_menu: row.in_highlight_menu,
          children: build(row.id, depth + 1),
        }));
  return build(null, 0);
}

/**
 * DESIGN.md 9: replaces one menu with the edited tree in one transaction: entries keep their ids
 * (the ones of this menu), new ones get one, missing ones are removed.
 */
export async function writeNavigationTree(
  db: Kysely<Database>,
  menu: Menu,
  items: AdminNavItem[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = new Set(
      (await trx.selectFrom('navigation_item').select('id').where('menu', '=', menu).execute()).map(
        (row) => row.id,
      ),
    );
    const kept = new Set<number>();
    const write = async (
      list: AdminNavItem[],
      parent: number | null,
      trxDb: Transaction<Database>,
    ) => {
      for (const [position, item] of list.entries()) {
        const values = {
          parent_id: parent,
          menu,
          position,
          headline_de: item.headline_de,
          headline_en: item.headline_en,
          url_de: item.url_de,
          url_en: item.url_en,
          in_highlight_menu: item.in_highlight_menu,
        };
        let id: number;
        if (item.id !== null && existing.has(item.id) && !kept.has(item.id)) {
          id = item.id;
          await trxDb.updateTable('navigation_item').set(values).where('id', '=', id).execute();
        } else {
          id = (
            await trxDb
              .insertInto('navigation_item')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        }
        kept.add(id);
        await write(item.children, id, trxDb);
      }
    };
    // Detach first so that a moved entry never points at a parent that is removed below.
    await trx
      .updateTable('navigation_item')
      .set({ parent_id: null })
      .where('menu', '=', menu)
      .execute();
    await write(items, null, trx);
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length)
      await trx.deleteFrom('navigation_item').where('id', 'in', removed).execute();
  });
}
