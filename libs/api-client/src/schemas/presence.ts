import * as v from 'valibot';
import { entityIdSchema } from './field-types';

/** DESIGN.md 8: how often an editor with a section open pings, and when a ping is stale. */
export const presenceTiming = { pingMs: 10_000, staleMs: 30_000 } as const;

/**
 * An editor who has a section open (their last ping is fresher than the stale interval);
 * `self` marks the asking browser's own session.
 */
export const presentEditorSchema = v.object({
  id: entityIdSchema,
  name: v.string(),
  self: v.boolean(),
});
export type PresentEditor = v.InferOutput<typeof presentEditorSchema>;

/** The editors present on each asked section (sections nobody has open are left out). */
export const presenceSchema = v.object({
  sections: v.array(v.object({ section: entityIdSchema, editors: v.array(presentEditorSchema) })),
});
export type Presence = v.InferOutput<typeof presenceSchema>;

/**
 * Most sections one presence or translation-status request may name (spec 5: every list is
 * bounded).
 */
export const maxSectionsPerRequest = 100;
