import * as v from 'valibot';
import { defineBlock } from './define-block';
import { entryTeaserSchema } from './entry-teaser';
import { anchor, entityReference, text } from './field-builders';

/** spec 3: News list: the news it refers to, in order; `children` carry each entry's resolved teaser data. */
export const newsListBlock = defineBlock('NewsListModule', {
  label: 'blockFields.model.NewsListModule',
  read: {
    /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
    anchor: v.optional(v.string()),
    headline: v.string(),
    children: v.array(entryTeaserSchema),
  },
  fields: {
    anchor: anchor(),
    headline: text({ label: 'blockFields.headline' }),
    children: entityReference('news', { label: 'blockFields.news' }),
  },
});

export const newsListModuleSchema = newsListBlock.read;
export type NewsListModule = v.InferOutput<typeof newsListModuleSchema>;
export const newsListModuleInputSchema = newsListBlock.input;
