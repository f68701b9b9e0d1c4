import * as v from 'valibot';
import { entryTeaserSchema } from './entry-teaser';
import { entryIdsSchema, optionalText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: News list: headline and the news entries it refers to; `children` carry each entry's resolved teaser data. */
export const newsListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('NewsListModule'),
  headline: v.string(),
  children: v.array(entryTeaserSchema),
});

export type NewsListModule = v.InferOutput<typeof newsListModuleSchema>;

/** The news list form: the ids of the chosen entries, in order. */
export const newsListModuleInputSchema = v.object({
  headline: optionalText(),
  children: entryIdsSchema,
});

export type NewsListModuleInput = v.InferOutput<typeof newsListModuleInputSchema>;
