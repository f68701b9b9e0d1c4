import type { MediaImage } from '@aula/api-client';
import { PlainImage } from '@aula/blocks';

/** spec 2: the images of a detail page, largest derivative the layout needs, the first one eager. */
export function DetailImages({ images }: { images: readonly MediaImage[] }) {
  if (images.length === 0) return null;
  return (
    <div className="detail-images">
      {images.map((image, index) => (
        <figure key={`${image.image}-${index}`}>
          <PlainImage
            src={image.image_url}
            alt={image.alt}
            width={image.width ?? 1240}
            height={image.height ?? 700}
            srcSet={image.thumbs.map((thumb) => `${thumb.url} ${thumb.width}w`).join(', ')}
            sizes="(min-width: 64em) 66vw, 100vw"
            priority={index === 0}
          />
        </figure>
      ))}
    </div>
  );
}
