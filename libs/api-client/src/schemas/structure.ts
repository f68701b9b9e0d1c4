import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { maxSectionBlocks } from './section-save';
import { moduleFieldLimits } from './modules/field-rules';

const version = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(moduleFieldLimits.version),
);

/**
 * DESIGN.md 8: one step of the editor's undo or redo, as `GET /{locale}/pageeditor-api/undo/`
 * names it: a section save (undo restores its latest backup as a new save), a deleted section
 * (undo restores it; redo deletes it again) or a page's section order. `version` is the
 * section's or page's version the step applies to: sent back, a stale one is a 409.
 */
export const undoStepSchema = v.variant('kind', [
  v.object({ kind: v.literal('save'), section: entityIdSchema, version }),
  v.object({
    kind: v.literal('delete'),
    entry: entityIdSchema,
    section: entityIdSchema,
    version: v.optional(version, 0),
  }),
  v.object({ kind: v.literal('order'), page: entityIdSchema, version }),
]);
export type UndoStep = v.InferOutput<typeof undoStepSchema>;

/**
 * DESIGN.md 8: what undo and redo would do now, in the scope asked for (a page and its sections).
 */
export const undoStateSchema = v.object({
  undo: v.nullable(undoStepSchema),
  redo: v.nullable(undoStepSchema),
});
export type UndoState = v.InferOutput<typeof undoStateSchema>;

/** The body of `POST /{locale}/pageeditor-api/undo/`: which way, and the step as the editor saw it. */
export const undoInputSchema = v.object({
  direction: v.picklist(['undo', 'redo']),
  step: undoStepSchema,
});
export type UndoInput = v.InferInput<typeof undoInputSchema>;

/** The answer of an undo or redo: the step done, and the section it touched as it reads now (null when it was deleted). */
export const undoResultSchema = v.object({
  direction: v.picklist(['undo', 'redo']),
  kind: v.picklist(['save', 'delete', 'order']),
  section: v.nullable(entityIdSchema),
});
export type UndoResult = v.InferOutput<typeof undoResultSchema>;

/**
 * DESIGN.md 8: the body of `POST /{locale}/pageeditor-api/page/{id}/sections/`: the page's section
 * ids in their new order.
 */
export const sectionOrderInputSchema = v.object({
  version,
  order: v.pipe(v.array(entityIdSchema), v.maxLength(maxSectionBlocks)),
});
export type SectionOrderInput = v.InferInput<typeof sectionOrderInputSchema>;

/** A page's sections in order, with the page version (the answer of the order endpoint and its 409's `current`). */
export const sectionOrderSchema = v.object({
  page: entityIdSchema,
  version,
  order: v.array(entityIdSchema),
});
export type SectionOrder = v.InferOutput<typeof sectionOrderSchema>;

/** The answer of deleting a section: its id and the backup entry that undo restores it from. */
export const sectionDeletedSchema = v.object({ deleted: entityIdSchema, entry: entityIdSchema });
export type SectionDeleted = v.InferOutput<typeof sectionDeletedSchema>;

/** `GET /{locale}/pageeditor-api/undo/` query: the page, its sections and its slots' slugs (comma-separated). */
export const undoStateQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,9}$/), v.transform(Number))),
  sections: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2_000),
      v.regex(/^[0-9]{1,9}(,[0-9]{1,9})*$/),
      v.transform((value) => value.split(',').map(Number)),
    ),
  ),
  slugs: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(4_000),
      v.transform((value) => value.split(',').filter(Boolean).slice(0, 200)),
    ),
  ),
});
