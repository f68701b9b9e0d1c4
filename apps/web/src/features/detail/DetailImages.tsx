import { imageAliases, type MediaImage } from '@aula/api-client';
import { LightboxGallery, LightboxTrigger, PlainImage, srcSetOf } from '@aula/blocks';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';

/** The horizontal crop's srcset and size when the image has that crop, else the original's size. */
function detailImageSize(image: MediaImage): { width: number; height: number; srcSet?: string } {
  const srcSet = srcSetOf(image.thumbs, 'horizontal');
  if (srcSet) return { ...imageAliases.horizontal, srcSet };
  return {
    width: image.width ?? imageAliases.horizontal.width,
    height: image.height ?? imageAliases.horizontal.height,
  };
}

/**
 * spec 2: the images of a detail page, largest derivative the layout needs, the first one
 * eager; each opens the lightbox gallery of all of them (a client island around the
 * server-rendered images). The srcset holds the horizontal crop only, and the box
 * takes that crop's ratio, so the picture neither changes shape nor moves the page when it loads.
 */
export function DetailImages({
  images,
  locale,
}: {
  images: readonly MediaImage[];
  locale: Locale;
}) {
  if (images.length === 0) return null;
  const slides = images.map((image) => ({
    src: image.image_url,
    alt: image.alt,
    width: image.width ?? 1240,
    height: image.height ?? 700,
  }));
  return (
    <div className="detail-images">
      <LightboxGallery slides={slides} locale={locale}>
        {images.map((image, index) => (
          <figure key={`${image.image}-${index}`}>
            <LightboxTrigger index={index} className="detail-image-trigger">
              <PlainImage
                {...detailImageSize(image)}
                src={image.image_url}
                alt={image.alt}
                sizes="(min-width: 64em) 66vw, 100vw"
                priority={index === 0}
              />
              <span className="visually-hidden">{t(locale, 'blocks.image.enlarge')}</span>
            </LightboxTrigger>
          </figure>
        ))}
      </LightboxGallery>
    </div>
  );
}
