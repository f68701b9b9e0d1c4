import * as v from 'valibot';
import { entryTeaserSchema } from './entry-teaser';
import { anchorSchema, entryIdsSchema } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: Person list: the persons it refers to; `children` carry each entry's resolved teaser data. */
export const personListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('PersonListModule'),
  /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
  anchor: v.optional(v.string()),
  children: v.array(entryTeaserSchema),
});

export type PersonListModule = v.InferOutput<typeof personListModuleSchema>;

/** The person list form: the ids of the chosen entries, in order. */
export const personListModuleInputSchema = v.object({
  anchor: anchorSchema,
  children: entryIdsSchema,
});

export type PersonListModuleInput = v.InferOutput<typeof personListModuleInputSchema>;
