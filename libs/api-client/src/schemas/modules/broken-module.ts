import * as v from 'valibot';
import { moduleBaseEntries } from './module-base';

/** The `model` of a broken block (never a block model: nothing can be written with it). */
export const brokenModel = 'BrokenModule';

/**
 * A stored block whose data no longer passes its read schema (a value written
 * before a rule existed, an image that was deleted...). Reads never fail on it: the content API
 * answers it in its place, marked as broken, with its own model, the first problem and its
 * stored fields, so visitors' renders skip it and editors see a placeholder from which they can
 * delete it or edit it again. A list block with a broken item is itself broken.
 */
export const brokenModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal(brokenModel),
  broken: v.object({
    /** The block model the row was stored as (`ImageModule`...). */
    model: v.string(),
    /** The first problem, `field: message` (the message may be an `@aula/i18n` key). */
    problem: v.string(),
    /** The stored fields as they are, for editing the block again. */
    data: v.record(v.string(), v.unknown()),
  }),
});

export type BrokenModule = v.InferOutput<typeof brokenModuleSchema>;

/** Whether a module as read is a broken block. */
export function isBrokenModule(module: { model: string }): module is BrokenModule {
  return module.model === brokenModel;
}
