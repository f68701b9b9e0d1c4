import type * as v from 'valibot';
import { defineHeadlineEntryList } from './list-blocks';

/** spec 3: News list: a headline and the news entries it refers to. */
export const newsListBlock = defineHeadlineEntryList('NewsListModule', 'news', {
  block: 'blockFields.model.NewsListModule',
  entries: 'blockFields.news',
});

export const newsListModuleSchema = newsListBlock.read;
export type NewsListModule = v.InferOutput<typeof newsListModuleSchema>;
export const newsListModuleInputSchema = newsListBlock.input;
