import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { localizedUrlsSchema } from './language';
import { imageReadEntries, mediaImageSchema } from './modules/image-fields';
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

/** spec 7: one page of `/api/news/?page={n}&{filter}`. */
export const newsPageSchema = pagedListSchema(newsTeaserSchema);

/**
 * A news entry's detail page (`/api/news/{id}/`): the teaser fields, its path per language, the
 * lead image, a gallery, its faculty and the slug of its editable body section (DESIGN.md 2).
 */
export const newsDetailSchema = v.object({
  ...newsTeaserSchema.entries,
  urls: localizedUrlsSchema,
  ...imageReadEntries,
  images: v.array(mediaImageSchema),
  faculty: v.nullable(entityIdSchema),
  body_slug: v.string(),
  meta_description: v.optional(v.string(), ''),
});

export type NewsDetail = v.InferOutput<typeof newsDetailSchema>;
