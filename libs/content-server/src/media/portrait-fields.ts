import { imageAliases, type ImageThumb } from '@aula/api-client';
import { type ImageFields, noImage } from './load-images';

/** The image fields of a person's answer. */
export type PortraitFields =
  | Pick<ImageFields, 'image' | 'image_url' | 'alt' | 'width' | 'height' | 'thumbs'>
  | ReturnType<typeof noImage>;

/**
 * spec 9: a person's portrait is answered in the vertical alias (400x500), so cards and the
 * detail page get a portrait-shaped image whatever the original's shape; an image without that
 * crop (not yet derived) is answered as it is.
 */
export function portraitFields(image: ImageFields | undefined): PortraitFields {
  if (!image) return noImage();
  const { image: id, image_url, alt, width, height, thumbs } = image;
  const vertical = image.crops['vertical'];
  if (!vertical) return { image: id, image_url, alt, width, height, thumbs };
  const { width: cropWidth, height: cropHeight } = imageAliases.vertical;
  const crop: ImageThumb = { url: vertical, width: cropWidth };
  return {
    image: id,
    image_url: vertical,
    alt,
    width: cropWidth,
    height: cropHeight,
    thumbs: [crop],
  };
}
