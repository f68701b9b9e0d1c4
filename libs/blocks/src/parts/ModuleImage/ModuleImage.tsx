import type { ImageAlias, ImageThumb } from '@aula/api-client';
import { classNames } from '../../block-props';
import { type ImageComponent, PlainImage } from '../../host/image-component';
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
  /** The crop the image is shown in: its srcset offers only derivatives of that crop. */
  alias?: ImageAlias | undefined;
  /** `sizes` for the srcset: how wide the image is shown. */
  sizes?: string;
  className?: string;
  /** The likely largest contentful paint (the first card above the fold): loaded eagerly, first. */
  priority?: boolean | undefined;
  /** The host's image component (`PlainImage` by default). */
  imageComponent?: ImageComponent | undefined;
}

/** The crops derivatives are cut to (spec 9 aliases, plus the content server's thumbnail). */
const cropNames = ['vertical', 'horizontal', 'thumbnail'] as const;
const cropInUrl = new RegExp(`[-_/](${cropNames.join('|')})(?=[-_./@]|$)`);

/** The crop a derivative's URL names (`…/demo-4-vertical.webp`), if any. */
function cropOf(url: string): string | undefined {
  return cropInUrl.exec(url.split(/[?#]/)[0] ?? '')?.[1];
}

/**
 * The thumbs of one crop. A srcset mixes widths of one picture only: with the vertical
 * crop among a landscape image's candidates, a narrow screen would get the portrait. Thumbs of
 * a backend that names no crop in its URLs are all kept.
 */
export function thumbsOfCrop(thumbs: ImageThumb[], alias: ImageAlias | undefined): ImageThumb[] {
  if (!alias || !thumbs.some(({ url }) => cropOf(url) !== undefined)) return thumbs;
  return thumbs.filter(({ url }) => cropOf(url) === alias);
}

/** The `srcset` of the thumbs (of the crop `alias` when given), widest last. */
export function srcSetOf(allThumbs: ImageThumb[], alias?: ImageAlias): string | undefined {
  const thumbs = thumbsOfCrop(allThumbs, alias);
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
export function ModuleImage({
  image,
  fallbackSize,
  alias,
  sizes = '100vw',
  className,
  priority,
  imageComponent: Image = PlainImage,
}: ModuleImageProps) {
  if (!image.image_url) return null;
  const srcSet = srcSetOf(image.thumbs, alias);
  return (
    <Image
      src={image.image_url}
      alt={image.alt ?? ''}
      width={image.width ?? fallbackSize.width}
      height={image.height ?? fallbackSize.height}
      {...(srcSet ? { srcSet, sizes } : {})}
      className={classNames(styles['image'], className)}
      {...(priority ? { priority } : {})}
    />
  );
}
