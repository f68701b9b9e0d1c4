import * as v from 'valibot';
import { pagedListSchema } from './paged-list';

/** A news entry as it appears in lists (spec 3 leaves the fields open; these are Aula's). */
export const newsTeaserSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  slug: v.string(),
  title: v.string(),
  teaser: v.string(),
  /** ISO 8601 instant of publication. */
  date: v.pipe(v.string(), v.isoTimestamp()),
  category: v.nullable(v.string()),
});

export type NewsTeaser = v.InferOutput<typeof newsTeaserSchema>;

export const newsPageSchema = pagedListSchema(newsTeaserSchema);
