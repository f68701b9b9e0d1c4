import * as v from 'valibot';
import { entityIdSchema } from './field-types';

/** spec 3/9: the banner colours; urgent is red (spec 4). */
export const breakingNewsColors = ['regular', 'urgent'] as const;

/** spec 3: one breaking-news item (`/api/breaking-news/`). `link` is the linked page's id. */
export const breakingNewsItemSchema = v.object({
  id: entityIdSchema,
  headline: v.string(),
  text: v.string(),
  color: v.picklist(breakingNewsColors),
  link: v.nullable(entityIdSchema),
  link_obj: v.nullable(v.object({ url: v.string() })),
  link_text: v.string(),
});

export type BreakingNewsItem = v.InferOutput<typeof breakingNewsItemSchema>;

export const breakingNewsSchema = v.array(breakingNewsItemSchema);
