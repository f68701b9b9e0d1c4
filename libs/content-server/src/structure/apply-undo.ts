import { sectionSaveInputSchema, type UndoStep } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import type { ModuleRow } from '../modules/module-repository';
import { saveSection, type SectionSnapshot } from '../modules/save-section';
import { recordSectionRevision } from '../publishing/section-history';
import { pageSectionIds, writeSectionOrder } from './section-order';
import { pageOf, restoreSection, trashSection } from './trash-section';

type Trx = Transaction<Database>;

/** What an undo or redo came to: done (with the root section and page it touched), or why not. */
export type UndoOutcome =
  | { status: 'done'; section: ModuleRow | null; page: number | null }
  | { status: 'conflict' }
  | { status: 'nothing' }
  | { status: 'notFound' };

/** A backup as a section save on top of `version`: blocks deleted since come back as new blocks. */
function snapshotSave(snapshot: SectionSnapshot, version: number, existing: Set<number>) {
  const blocks = snapshot.blocks
    .filter((block) => block['model'] !== 'ContainerModule')
    .map((block) => {
      const { id, ...rest } = block;
      return typeof id === 'number' && existing.has(id) ? block : rest;
    });
  return v.safeParse(sectionSaveInputSchema, { version, layout: snapshot.layout, blocks });
}

/**
 * DESIGN.md 8: undo (latest undo entry) or redo (latest redo entry) of one section's saves, as a
 * new save.
 */
async function undoSave(
  trx: Trx,
  locale: Locale,
  step: Extract<UndoStep, { kind: 'save' }>,
  redo: boolean,
  userId: number,
): Promise<UndoOutcome> {
  const container = await trx
    .selectFrom('module')
    .selectAll()
    .where('id', '=', step.section)
    .where('locale', '=', locale)
    .where('model', '=', 'ContainerModule')
    .forUpdate()
    .executeTakeFirst();
  if (!container) return { status: 'notFound' };
  if (container.version !== step.version) return { status: 'conflict' };
  const causes = redo ? (['undo'] as const) : (['save', 'redo'] as const);
  const entry = await trx
    .selectFrom('section_backup')
    .selectAll()
    .where('module_id', '=', container.id)
    .where('cause', 'in', causes)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!entry) return { status: 'nothing' };
  const children = await trx
    .selectFrom('module')
    .select('id')
    .where('parent_id', '=', container.id)
    .execute();
  const save = snapshotSave(
    entry.snapshot as SectionSnapshot,
    container.version,
    new Set(children.map((row) => row.id)),
  );
  if (!save.success) return { status: 'nothing' };
  await trx.deleteFrom('section_backup').where('id', '=', entry.id).execute();
  const result = await saveSection(trx, container.id, save.output, userId, redo ? 'redo' : 'undo');
  if (result.status !== 'saved') return { status: 'conflict' };
  // An undo is a save like any other: the section's history shows it (and can restore past it).
  await recordSectionRevision(trx, container.id, redo ? 'redo' : 'undo', userId);
  return { status: 'done', section: container, page: pageOf(container) };
}

/** Undo of a deletion restores the section; redo deletes it again. */
async function undoDelete(
  trx: Trx,
  locale: Locale,
  step: Extract<UndoStep, { kind: 'delete' }>,
  redo: boolean,
  userId: number,
): Promise<UndoOutcome> {
  const entry = await trx
    .selectFrom('structure_backup')
    .selectAll()
    .where('id', '=', step.entry)
    .where('locale', '=', locale)
    .where('kind', '=', 'delete')
    .forUpdate()
    .executeTakeFirst();
  if (!entry || entry.module_id !== step.section || (entry.cause === 'undo') !== redo)
    return { status: 'notFound' };
  if (!redo) {
    const result = await restoreSection(trx, entry, userId);
    return result.status === 'restored'
      ? { status: 'done', section: result.container, page: entry.page_id }
      : { status: 'conflict' };
  }
  const container = await trx
    .selectFrom('module')
    .selectAll()
    .where('id', '=', entry.module_id)
    .forUpdate()
    .executeTakeFirst();
  if (!container) return { status: 'notFound' };
  if (container.version !== step.version) return { status: 'conflict' };
  await trx.deleteFrom('structure_backup').where('id', '=', entry.id).execute();
  await trashSection(trx, container, userId, 'redo');
  return { status: 'done', section: container, page: entry.page_id };
}

/** Undo or redo of a page's section order. */
async function undoOrder(
  trx: Trx,
  locale: Locale,
  step: Extract<UndoStep, { kind: 'order' }>,
  redo: boolean,
  userId: number,
): Promise<UndoOutcome> {
  const page = await trx
    .selectFrom('page')
    .select(['id', 'version'])
    .where('id', '=', step.page)
    .forUpdate()
    .executeTakeFirst();
  if (!page) return { status: 'notFound' };
  if (page.version !== step.version) return { status: 'conflict' };
  const causes = redo ? (['undo'] as const) : (['save', 'redo'] as const);
  const entry = await trx
    .selectFrom('structure_backup')
    .selectAll()
    .where('page_id', '=', page.id)
    .where('locale', '=', locale)
    .where('kind', '=', 'order')
    .where('cause', 'in', causes)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!entry) return { status: 'nothing' };
  await trx.deleteFrom('structure_backup').where('id', '=', entry.id).execute();
  const order = (entry.snapshot as { order?: unknown }).order;
  const ids = Array.isArray(order)
    ? order.filter((id): id is number => typeof id === 'number')
    : await pageSectionIds(trx, page.id, locale);
  await writeSectionOrder(trx, page.id, locale, ids, userId, redo ? 'redo' : 'undo');
  return { status: 'done', section: null, page: page.id };
}

/** DESIGN.md 8: applies one undo or redo step in the caller's transaction. */
export function applyUndo(
  trx: Trx,
  locale: Locale,
  step: UndoStep,
  redo: boolean,
  userId: number,
): Promise<UndoOutcome> {
  switch (step.kind) {
    case 'save':
      return undoSave(trx, locale, step, redo, userId);
    case 'delete':
      return undoDelete(trx, locale, step, redo, userId);
    case 'order':
      return undoOrder(trx, locale, step, redo, userId);
  }
}
