import {
  containerLayouts,
  sectionBlockErrorPath,
  type BlockModel,
  type FieldErrors,
  type SectionSave,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Transaction } from 'kysely';
import type { Database, UndoCause } from '../db/schema';
import { inlineChildModel, prepareFields } from './module-fields';
import { insertModule, updateModule, type ModuleRow } from './module-repository';

type Trx = Transaction<Database>;

/** A section as a section-save body with block ids: what the backup stack holds (spec 4). */
export interface SectionSnapshot {
  layout: number;
  blocks: Record<string, unknown>[];
}

/** The blocks of section `container` as stored, in column and position order, items inline. */
export async function sectionSnapshot(trx: Trx, container: ModuleRow): Promise<SectionSnapshot> {
  const blocks = await trx
    .selectFrom('module')
    .selectAll()
    .where('parent_id', '=', container.id)
    .orderBy('column_index')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const listIds = blocks.filter((row) => inlineChildModel(row.model)).map((row) => row.id);
  const items =
    listIds.length === 0
      ? []
      : await trx
          .selectFrom('module')
          .selectAll()
          .where('parent_id', 'in', listIds)
          .orderBy('position')
          .orderBy('id')
          .execute();
  return {
    layout: Number(container.data['layout'] ?? 0),
    blocks: blocks.map((row) => ({
      ...row.data,
      ...(inlineChildModel(row.model)
        ? { children: items.filter((item) => item.parent_id === row.id).map((item) => item.data) }
        : {}),
      id: row.id,
      model: row.model,
      column: row.column_index,
    })),
  };
}

export type SectionSaveResult =
  | { status: 'saved'; version: number; unchanged: boolean }
  | { status: 'conflict' }
  | { status: 'invalid'; errors: FieldErrors };

/** Errors that need the database: ids of other sections, models changed, columns beyond the layout. */
function placementErrors(save: SectionSave, children: Map<number, ModuleRow>): FieldErrors {
  const errors: FieldErrors = {};
  const columns = containerLayouts[save.layout].spans.length;
  const seen = new Set<number>();
  save.blocks.forEach((block, index) => {
    if (block.id !== undefined) {
      const row = children.get(block.id);
      if (!row || seen.has(block.id))
        errors[sectionBlockErrorPath(index, 'id')] = ['validation.option'];
      else if (row.model !== block.model)
        errors[sectionBlockErrorPath(index, 'model')] = ['validation.option'];
      seen.add(block.id);
    }
    if (block.column >= columns)
      errors[sectionBlockErrorPath(index, 'column')] = ['validation.option'];
  });
  return errors;
}

/**
 * DESIGN.md 8, spec 4: saves a whole section in the caller's transaction. Checks the version
 * the editor started from (a stale one changes nothing), pushes the section as it was on its
 * backup stack, deletes the blocks the save leaves out (nested containers, which the section
 * form does not edit, stay), updates the kept blocks that changed, inserts the new ones in
 * order, and stores the layout with the next version and a revision.
 *
 * DESIGN.md 8: `cause` says what the save is. An editor's save (`save`) also drops the section's
 * redo entries (redo only while nothing newer was saved); an undo pushes the state it replaces
 * as a redo entry; a redo pushes it as an undo entry again.
 */
export async function saveSection(
  trx: Trx,
  containerId: number,
  save: SectionSave,
  userId: number,
  cause: UndoCause = 'save',
): Promise<SectionSaveResult> {
  const container = await trx
    .selectFrom('module')
    .selectAll()
    .where('id', '=', containerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (container.version !== save.version) return { status: 'conflict' };
  const rows = await trx
    .selectFrom('module')
    .selectAll()
    .where('parent_id', '=', containerId)
    .execute();
  const children = new Map(
    rows.filter((row) => row.model !== 'ContainerModule').map((row) => [row.id, row]),
  );
  const errors = placementErrors(save, children);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };

  const kept = new Set(save.blocks.flatMap((block) => (block.id === undefined ? [] : [block.id])));
  const removed = [...children.keys()].filter((id) => !kept.has(id));
  const positions = new Map<number, number>();
  const planned = save.blocks.map((block) => {
    const position = positions.get(block.column) ?? 0;
    positions.set(block.column, position + 1);
    const model = block.model as BlockModel;
    const prepared = prepareFields(model, block as Record<string, unknown>);
    const row = block.id === undefined ? undefined : children.get(block.id);
    return {
      block,
      model,
      prepared,
      row,
      position,
      changed: !row || changed(row, prepared, block.column, position),
    };
  });
  // A save that changes nothing (an editor pressed "save" on what is stored) writes nothing: no
  // new version, backup, revision or page history entry. Undo and redo always move the stacks.
  if (
    cause === 'save' &&
    removed.length === 0 &&
    Number(container.data['layout'] ?? 0) === save.layout &&
    planned.every((step) => !step.changed)
  ) {
    return { status: 'saved', version: container.version, unchanged: true };
  }

  const snapshot = await sectionSnapshot(trx, container);
  if (cause === 'save')
    await trx
      .deleteFrom('section_backup')
      .where('module_id', '=', containerId)
      .where('cause', '=', 'undo')
      .execute();
  await trx
    .insertInto('section_backup')
    .values({
      module_id: containerId,
      version: container.version,
      snapshot: JSON.stringify(snapshot),
      user_id: userId,
      cause,
    })
    .execute();

  if (removed.length > 0) await trx.deleteFrom('module').where('id', 'in', removed).execute();
  for (const { block, model, prepared, row, position, changed: differs } of planned) {
    if (!row) {
      const placement = {
        slug: null,
        parent: containerId,
        content_type: null,
        object_id: null,
        column: block.column,
        position,
      };
      await insertModule(trx, container.locale as Locale, model, placement, prepared, userId);
    } else if (differs) {
      await updateModule(trx, row, { column: block.column, position }, prepared, userId);
    }
  }
  const version = await updateModule(
    trx,
    container,
    {},
    { data: { ...container.data, layout: save.layout }, items: null },
    userId,
  );
  return { status: 'saved', version, unchanged: false };
}

/** Whether a kept block differs from what is stored (unchanged blocks keep their version). */
function changed(
  row: ModuleRow,
  prepared: ReturnType<typeof prepareFields>,
  column: number,
  position: number,
): boolean {
  // Items are compared by the list block's own update; any list block with items is rewritten.
  if (prepared.items !== null) return true;
  return (
    row.column_index !== column ||
    row.position !== position ||
    stableJson(row.data) !== stableJson(prepared.data)
  );
}

/** JSON with sorted keys: jsonb answers keys in its own order. */
function stableJson(value: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))),
  );
}
