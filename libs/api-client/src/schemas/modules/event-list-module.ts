import * as v from 'valibot';
import { entryTeaserSchema } from './entry-teaser';
import { anchorSchema, entryIdsSchema, optionalText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: Event list: headline and the events it refers to; `children` carry each entry's resolved teaser data. */
export const eventListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('EventListModule'),
  /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
  anchor: v.optional(v.string()),
  headline: v.string(),
  children: v.array(entryTeaserSchema),
});

export type EventListModule = v.InferOutput<typeof eventListModuleSchema>;

/** The event list form: the ids of the chosen entries, in order. */
export const eventListModuleInputSchema = v.object({
  anchor: anchorSchema,
  headline: optionalText(),
  children: entryIdsSchema,
});

export type EventListModuleInput = v.InferOutput<typeof eventListModuleInputSchema>;
