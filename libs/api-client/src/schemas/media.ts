import * as v from 'valibot';
import { requiredImageReadEntries } from './modules/image-fields';

/** DESIGN.md 4, spec 7: the image types an editor may upload (checked by content on the server). */
export const mediaUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** spec 7: the largest upload the embedded server accepts (15 MB); larger ones answer 413. */
export const maxMediaUploadBytes = 15 * 1024 * 1024;

const pixels = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * spec 3/9, DESIGN.md 4: the answer of `POST /{locale}/pageeditor-api/media/` (201). The stored
 * image with the fields every image-bearing block reads (`image` is the media id a block form
 * stores, `image_url` the original, `alt` the text of the request's language, the intrinsic
 * size and the srcset `thumbs`), plus the URL of each crop: the Image block's aliases
 * `vertical` (400x500) and `horizontal` (1240x700) and, where the server makes one, `thumbnail`.
 */
export const mediaUploadSchema = v.object({
  ...requiredImageReadEntries,
  width: pixels,
  height: pixels,
  crops: v.object({
    vertical: v.string(),
    horizontal: v.string(),
    thumbnail: v.optional(v.string()),
  }),
});

export type MediaUpload = v.InferOutput<typeof mediaUploadSchema>;

/** The optional texts sent with an upload (multipart fields `alt_de`, `alt_en`). */
export interface MediaUploadOptions {
  /** The alt text in the request's language. */
  alt?: string;
  /** The German alt text (wins over `alt` for a `de` request). */
  alt_de?: string;
  /** The English alt text (wins over `alt` for an `en` request). */
  alt_en?: string;
  /** Name of the file part (defaults to the Blob's own name or `upload`). */
  filename?: string;
  signal?: AbortSignal;
}
