import type { Locale } from '@aula/routing';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UndoCause } from '../db/schema';
import { pageContentType } from '../pages/read-page';

type Executor = Kysely<Database> | Transaction<Database>;

/** The root sections of page `pageId` in `locale`, in their order on the page. */
export async function pageSectionIds(
  db: Executor,
  pageId: number,
  locale: Locale,
): Promise<number[]> {
  const rows = await db
    .selectFrom('module')
    .select('id')
    .where('content_type', '=', pageContentType)
    .where('object_id', '=', pageId)
    .where('locale', '=', locale)
    .where('parent_id', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Whether `order` names exactly the sections `current` names, each once. */
export const isPermutation = (order: readonly number[], current: readonly number[]) =>
  order.length === current.length &&
  new Set(order).size === order.length &&
  order.every((id) => current.includes(id));

/**
 * DESIGN.md 8: puts the page's sections in `order` (a permutation of them), pushing the previous
 * order on the page's structure stack (an undo entry for a save or redo, a redo entry for an
 * undo). Sections the order does not name (added meanwhile) keep their place after the others.
 */
export async function writeSectionOrder(
  trx: Transaction<Database>,
  pageId: number,
  locale: Locale,
  order: readonly number[],
  userId: number,
  cause: UndoCause,
): Promise<void> {
  const previous = await pageSectionIds(trx, pageId, locale);
  const complete = [
    ...order.filter((id) => previous.includes(id)),
    ...previous.filter((id) => !order.includes(id)),
  ];
  if (cause === 'save')
    await trx
      .deleteFrom('structure_backup')
      .where('page_id', '=', pageId)
      .where('locale', '=', locale)
      .where('kind', '=', 'order')
      .where('cause', '=', 'undo')
      .execute();
  await trx
    .insertInto('structure_backup')
    .values({
      locale,
      kind: 'order',
      cause,
      page_id: pageId,
      module_id: previous[0] ?? 0,
      slug: null,
      snapshot: JSON.stringify({ order: previous }),
      user_id: userId,
    })
    .execute();
  for (const [position, id] of complete.entries()) {
    await trx.updateTable('module').set({ position }).where('id', '=', id).execute();
  }
}
