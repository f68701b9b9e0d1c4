import * as v from 'valibot';
import { entryTeaserSchema } from './entry-teaser';
import { anchorSchema, entryIdsSchema, optionalText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: News list: headline and the news entries it refers to; `children` carry each entry's resolved teaser data. */
export const newsListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('NewsListModule'),
  /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
  anchor: v.optional(v.string()),
  headline: v.string(),
  children: v.array(entryTeaserSchema),
});

export type NewsListModule = v.InferOutput<typeof newsListModuleSchema>;

/** The news list form: the ids of the chosen entries, in order. */
export const newsListModuleInputSchema = v.object({
  anchor: anchorSchema,
  headline: optionalText(),
  children: entryIdsSchema,
});

export type NewsListModuleInput = v.InferOutput<typeof newsListModuleInputSchema>;
