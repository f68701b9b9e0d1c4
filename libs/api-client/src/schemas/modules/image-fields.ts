import * as v from 'valibot';
import { entityIdSchema } from '../field-types';
import { mediaIdSchema } from './field-rules';

/** spec 5/9: the image aliases of the Image block and their crop sizes in pixels. */
export const imageAliases = {
  vertical: { width: 400, height: 500 },
  horizontal: { width: 1240, height: 700 },
} as const;

export type ImageAlias = keyof typeof imageAliases;

/** One srcset candidate of an image. */
export const imageThumbSchema = v.object({
  url: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type ImageThumb = v.InferOutput<typeof imageThumbSchema>;

const size = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)));

/**
 * spec 3: the image fields as every image-bearing block reads them (Image, Image item, Teaser item,
 * Full teaser, Video poster): media id, the url to render, its alt text, intrinsic size and
 * the srcset candidates. `image` and `image_url` are null when no image is set.
 */
export const imageReadEntries = {
  image: v.nullable(entityIdSchema),
  image_url: v.nullable(v.string()),
  alt: v.optional(v.string(), ''),
  width: size,
  height: size,
  thumbs: v.array(imageThumbSchema),
};

/** The same fields for blocks whose image is required (Image, Image item). */
export const requiredImageReadEntries = {
  ...imageReadEntries,
  image: entityIdSchema,
  image_url: v.string(),
};

/** spec 5: a required image in an editor form (the media library id). */
export const requiredImageInput = mediaIdSchema;
/** An optional image in an editor form. */
export const optionalImageInput = v.optional(v.nullable(mediaIdSchema), null);

/** An image of a gallery or detail page (news, events, persons): the image fields plus a caption. */
export const mediaImageSchema = v.object({
  ...requiredImageReadEntries,
  description: v.optional(v.string(), ''),
});

export type MediaImage = v.InferOutput<typeof mediaImageSchema>;
