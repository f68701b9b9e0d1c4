import * as v from 'valibot';
import { categorySchema } from './category';
import { entityIdSchema, isoInstantSchema } from './field-types';
import { localizedUrlsSchema } from './language';
import { imageReadEntries, mediaImageSchema } from './modules/image-fields';
import { pagedListSchema } from './paged-list';

/** An event as it appears in lists (`/api/events/`); spec 3 leaves the fields open, these are Aula's. */
export const eventSchema = v.object({
  id: entityIdSchema,
  slug: v.string(),
  title: v.string(),
  teaser: v.string(),
  start: isoInstantSchema,
  end: v.nullable(isoInstantSchema),
  location: v.string(),
  categories: v.array(categorySchema),
  faculty: v.nullable(entityIdSchema),
  /** Shown in the home page's events section (`?is_home=true`). */
  is_home: v.boolean(),
  /** spec 9: highlights sort first. */
  is_highlight: v.boolean(),
  urls: localizedUrlsSchema,
  ...imageReadEntries,
});

export type EventEntry = v.InferOutput<typeof eventSchema>;

/** spec 7: one page of `/api/events/?page={n}&{filter}`. */
export const eventPageSchema = pagedListSchema(eventSchema);

/** An event's detail page (`/api/events/{id}/`): gallery, admission and its editable body section. */
export const eventDetailSchema = v.object({
  ...eventSchema.entries,
  images: v.array(mediaImageSchema),
  admission: v.optional(v.string(), ''),
  body_slug: v.string(),
  meta_description: v.optional(v.string(), ''),
});

export type EventDetail = v.InferOutput<typeof eventDetailSchema>;
