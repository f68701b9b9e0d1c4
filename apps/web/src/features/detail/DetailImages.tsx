import type { MediaImage } from '@aula/api-client';
import { LightboxGallery, LightboxTrigger, PlainImage } from '@aula/blocks';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';

/**
 * spec 2: the images of a detail page, largest derivative the layout needs, the first one
 * eager; each opens the lightbox gallery of all of them (a client island around the
 * server-rendered images).
 */
export function DetailImages({ images, locale }: { images: readonly MediaImage[]; locale: Locale }) {
  if (images.length === 0) return null;
  const slides = images.map((image) => ({ src: image.image_url, alt: image.alt, width: image.width ?? 1240, height: image.height ?? 700 }));
  return (
    <div className="detail-images">
      <LightboxGallery slides={slides} locale={locale}>
        {images.map((image, index) => (
          <figure key={`${image.image}-${index}`}>
            <LightboxTrigger index={index} className="detail-image-trigger">
              <PlainImage
                src={image.image_url}
                alt={image.alt}
                width={image.width ?? 1240}
                height={image.height ?? 700}
                srcSet={image.thumbs.map((thumb) => `${thumb.url} ${thumb.width}w`).join(', ')}
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
