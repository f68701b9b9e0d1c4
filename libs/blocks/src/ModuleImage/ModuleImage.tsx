import type { ImageThumb } from '@aula/api-client';
import { classNames } from '../block-props';
import { type ImageComponent, PlainImage } from '../host/image-component';
import styles from './ModuleImage.module.css';

/** The image fields every image-bearing module reads (spec 3: image_url, thumbs...). */
export interface ModuleImageData {
  image_url: string | null;
  alt?: string;
  width: number | null;
  height: number | null;
  thumbs: ImageThumb[];
}

export interface ModuleImageProps {
  image: ModuleImageData;
  /** Size to reserve when the module carries none (for example the alias crop). */
  fallbackSize: { width: number; height: number };
  /** `sizes` for the srcset: how wide the image is shown. */
  sizes?: string;
  className?: string;
  /** The host's image component (`PlainImage` by default). */
  imageComponent?: ImageComponent | undefined;
}

/** The `srcset` of the thumbs, widest last. */
export function srcSetOf(thumbs: ImageThumb[]): string | undefined {
  if (thumbs.length === 0) return undefined;
  return [...thumbs]
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ');
}

/**
 * An image of a block through the host's image component: intrinsic width and height (no
 * layout shift), srcset from the thumbs, alt text. Renders nothing without an image.
 */
export function ModuleImage({ image, fallbackSize, sizes = '100vw', className, imageComponent: Image = PlainImage }: ModuleImageProps) {
  if (!image.image_url) return null;
  const srcSet = srcSetOf(image.thumbs);
  return (
    <Image
      src={image.image_url}
      alt={image.alt ?? ''}
      width={image.width ?? fallbackSize.width}
      height={image.height ?? fallbackSize.height}
      {...(srcSet ? { srcSet, sizes } : {})}
      className={classNames(styles['image'], className)}
    />
  );
}
