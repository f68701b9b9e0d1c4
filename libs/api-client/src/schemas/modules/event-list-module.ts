import * as v from 'valibot';
import { entryTeaserSchema } from './entry-teaser';
import { entryIdsSchema, optionalText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: Event list: headline and the events it refers to; `children` carry each entry's resolved teaser data. */
export const eventListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('EventListModule'),
  headline: v.string(),
  children: v.array(entryTeaserSchema),
});

export type EventListModule = v.InferOutput<typeof eventListModuleSchema>;

/** The event list form: the ids of the chosen entries, in order. */
export const eventListModuleInputSchema = v.object({
  headline: optionalText(),
  children: entryIdsSchema,
});

export type EventListModuleInput = v.InferOutput<typeof eventListModuleInputSchema>;
