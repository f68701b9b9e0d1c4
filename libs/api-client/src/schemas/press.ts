import * as v from 'valibot';
import { entityIdSchema, isoInstantSchema } from './field-types';
import { localizedUrlsSchema } from './language';
import { imageReadEntries, mediaImageSchema } from './modules/image-fields';
import { pagedListSchema } from './paged-list';

/** A press release in lists (`/api/press-releases/`). */
export const pressReleaseSchema = v.object({
  id: entityIdSchema,
  slug: v.string(),
  title: v.string(),
  teaser: v.string(),
  date: isoInstantSchema,
  urls: localizedUrlsSchema,
  ...imageReadEntries,
});
export type PressRelease = v.InferOutput<typeof pressReleaseSchema>;

export const pressReleasePageSchema = pagedListSchema(pressReleaseSchema);

/** A press release's detail page (`/api/press-releases/{id}/`). */
export const pressReleaseDetailSchema = v.object({
  ...pressReleaseSchema.entries,
  images: v.array(mediaImageSchema),
  contact: v.optional(v.string(), ''),
  body_slug: v.string(),
});
export type PressReleaseDetail = v.InferOutput<typeof pressReleaseDetailSchema>;

/** A press article (`/api/press-articles/`): coverage of the university in other media. */
export const pressArticleSchema = v.object({
  id: entityIdSchema,
  title: v.string(),
  source: v.string(),
  date: isoInstantSchema,
  url: v.nullable(v.string()),
  teaser: v.string(),
});
export type PressArticle = v.InferOutput<typeof pressArticleSchema>;

export const pressArticlePageSchema = pagedListSchema(pressArticleSchema);

/** A press download folder (`/api/download-directories/`) with its files. */
export const downloadDirectorySchema = v.object({
  id: entityIdSchema,
  title: v.string(),
  files: v.array(v.object({ title: v.string(), url: v.string(), size: v.nullable(v.number()) })),
});
export type DownloadDirectory = v.InferOutput<typeof downloadDirectorySchema>;
