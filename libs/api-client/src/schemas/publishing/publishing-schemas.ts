import * as v from 'valibot';
import { entityIdSchema, isoInstantSchema } from '../field-types';
import { containerLayoutSchema } from '../modules/container-module';
import { moduleFieldLimits } from '../modules/field-rules';
import { pageSchema } from '../page';
import { maxSectionBlocks, sectionBlockModels } from '../section-save';
import { validationMessages as m } from '../validation-messages';
import { berlinLocalPattern } from './berlin-time';

const version = v.pipe(
  v.number(m.required),
  v.integer(m.option),
  v.minValue(0, m.option),
  v.maxValue(2_147_483_647, m.option),
);

/**
 * DESIGN.md 8: one block of a draft: its model, column and optional id are checked (they decide
 * where it goes); its fields may still be incomplete or invalid. Publishing applies the full
 * section-save schema.
 */
export const draftBlockSchema = v.looseObject({
  model: v.picklist(sectionBlockModels, m.option),
  id: v.optional(entityIdSchema),
  column: v.optional(
    v.pipe(
      v.number(),
      v.integer(m.option),
      v.minValue(0, m.option),
      v.maxValue(moduleFieldLimits.column, m.option),
    ),
    0,
  ),
});

/**
 * DESIGN.md 8: `POST /{locale}/pageeditor-api/container/{id}/draft/`: the section as the editor
 * left it.
 */
export const sectionDraftInputSchema = v.object({
  version,
  layout: containerLayoutSchema,
  blocks: v.pipe(v.array(draftBlockSchema), v.maxLength(maxSectionBlocks, m.tooLong)),
});
export type SectionDraftInput = v.InferInput<typeof sectionDraftInputSchema>;

/** A section's saved draft as the editor reads it back. */
export const sectionDraftSchema = v.object({
  module_id: entityIdSchema,
  base_version: v.number(),
  body: v.object({
    layout: v.number(),
    blocks: v.array(v.looseObject({ model: v.string(), column: v.optional(v.number()) })),
  }),
  user: v.nullable(v.string()),
  updated_at: isoInstantSchema,
});
export type SectionDraft = v.InferOutput<typeof sectionDraftSchema>;

/**
 * DESIGN.md 8: `POST /{locale}/pageeditor-api/page/{id}/publish/`: now (no `publish_at`) or at a
 * Berlin wall-clock time (`2026-11-23T14:05`, as a `datetime-local` input gives it).
 */
export const publishInputSchema = v.object({
  publish_at: v.optional(
    v.nullable(
      v.pipe(
        v.string('publishing.validation.dateTime'),
        v.regex(berlinLocalPattern, 'publishing.validation.dateTime'),
      ),
    ),
    null,
  ),
});
export type PublishInput = v.InferInput<typeof publishInputSchema>;

/** A pending publication of a page in a language. */
export const scheduledPublicationSchema = v.object({
  id: entityIdSchema,
  publish_at: isoInstantSchema,
  user: v.nullable(v.string()),
});
export type ScheduledPublication = v.InferOutput<typeof scheduledPublicationSchema>;

/** A section with a draft waiting on the page. */
export const pendingDraftSchema = v.object({
  module_id: entityIdSchema,
  slug: v.nullable(v.string()),
  /** The models of the draft's blocks, in order (the faulty-block list names them). */
  models: v.array(v.string()),
  user: v.nullable(v.string()),
  updated_at: isoInstantSchema,
});

/**
 * DESIGN.md 8: `GET /{locale}/pageeditor-api/page/{id}/publishing/`: whether the page is online,
 * its drafts waiting, its scheduled publications, and the field errors publishing would meet,
 * keyed `sections.<section id>.blocks.<index>.<field>` (the faulty blocks the publish button lists).
 */
export const publishingStateSchema = v.object({
  page_id: entityIdSchema,
  is_online: v.boolean(),
  drafts: v.array(pendingDraftSchema),
  scheduled: v.array(scheduledPublicationSchema),
  errors: v.record(v.string(), v.array(v.string())),
});
export type PublishingState = v.InferOutput<typeof publishingStateSchema>;

/** The field-error path of a faulty block in a page's drafts. */
export const draftErrorPath = (sectionId: number, index: number, field: string) =>
  `sections.${sectionId}.blocks.${index}.${field}`;

/** DESIGN.md 8: a preview of the drafts (`?v=` on the live page, editors only). */
export const previewSchema = v.object({ version_id: entityIdSchema });

/** One entry of a history: who saved what when; `snapshot` is the state after it. */
export const revisionSchema = v.object({
  id: entityIdSchema,
  version: v.number(),
  kind: v.picklist(['save', 'draft', 'publish', 'restore', 'undo', 'redo']),
  user: v.nullable(v.string()),
  created_at: isoInstantSchema,
  snapshot: v.object({
    layout: v.number(),
    blocks: v.array(
      v.looseObject({
        model: v.string(),
        column: v.optional(v.number()),
        id: v.optional(v.number()),
      }),
    ),
  }),
});
export type Revision = v.InferOutput<typeof revisionSchema>;
export const revisionListSchema = v.array(revisionSchema);

/** DESIGN.md 8: restore a revision as a new save on top of `version` (409 when it is stale). */
export const restoreInputSchema = v.object({ version });

/** DESIGN.md 9 (the lead's dashboard): what waits to be published. */
export interface PublishingCounts {
  draftsWaiting: number;
  scheduledPublications: number;
}

/**
 * DESIGN.md 8: one saved state of a page in a language (`GET .../page/{id}/revisions/`), openable
 * as `?v=`.
 */
export const pageRevisionSchema = v.object({
  id: entityIdSchema,
  version: v.number(),
  is_draft: v.boolean(),
  user: v.nullable(v.string()),
  created_at: isoInstantSchema,
});
export type PageRevision = v.InferOutput<typeof pageRevisionSchema>;
export const pageRevisionListSchema = v.array(pageRevisionSchema);

/**
 * DESIGN.md 8: one page revision with the page as it read then (`GET
 * .../page/{id}/revisions/{revision}/`), for a diff.
 */
export const pageRevisionDetailSchema = v.object({
  ...pageRevisionSchema.entries,
  page: pageSchema,
});
export type PageRevisionDetail = v.InferOutput<typeof pageRevisionDetailSchema>;
