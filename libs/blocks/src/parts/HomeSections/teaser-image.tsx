import type { ImageComponent } from '../../host/image-component';

interface TeaserImageProps {
  image: {
    image_url: string | null;
    alt: string;
    width: number | null;
    height: number | null;
    thumbs: readonly { url: string; width: number }[];
  };
  /** The image's alt text where the entry has a better one (a post's caption). */
  alt?: string | undefined;
  /** The size the thumbnails are chosen for (`sizes`), and the fallback size of the image. */
  sizes: string;
  fallback: { width: number; height: number };
  Image: ImageComponent;
}

/** A home section's image with its thumbnails as `srcset`; nothing without an image. */
export function TeaserImage({ image, alt, sizes, fallback, Image }: TeaserImageProps) {
  if (!image.image_url) return null;
  const srcSet = image.thumbs.map((thumb) => `${thumb.url} ${thumb.width}w`).join(', ');
  return (
    <Image
      src={image.image_url}
      alt={alt || image.alt}
      width={image.width ?? fallback.width}
      height={image.height ?? fallback.height}
      srcSet={srcSet}
      sizes={sizes}
    />
  );
}
