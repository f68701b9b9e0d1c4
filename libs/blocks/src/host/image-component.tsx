import type { ComponentType } from 'react';

/** What a block hands to the image component: the host may swap in one built on `next/image`. */
export interface BlockImageProps {
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image loads (no layout shift). */
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  className?: string;
  /** The first image of a page may be the largest contentful paint. */
  priority?: boolean;
}

export type ImageComponent = ComponentType<BlockImageProps>;

/** The default image: a plain `<img>` with `srcset`/`sizes`, intrinsic size, lazy below the fold, high priority above it. */
export function PlainImage({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  className,
  priority = false,
}: BlockImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet}
      sizes={sizes}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      // The likely largest contentful paint is fetched before the page's other images.
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
    />
  );
}
