import { type ImageModule, imageAliases } from '@aula/api-client';
import { anchorId, type BlockProps, classNames } from '../../block-props';
import { blockText } from '../../host/block-text';
import { renderOptions } from '../../host/render-options';
import { LightboxGallery, LightboxTrigger } from '../../parts/ImageLightbox/LightboxGallery';
import imageTrigger from '../../parts/ImageLightbox/image-trigger.module.css';
import { ModuleImage } from '../../parts/ModuleImage/ModuleImage';
import { VisuallyHidden } from '../../parts/VisuallyHidden/VisuallyHidden';
import styles from './Image.module.css';

/**
 * spec 3/9: an image cropped to its alias (vertical 400x500, horizontal 1240x700) with the
 * description as caption (or, without one, the media library's caption of the image). With a `link` the image is that link; without one it opens the
 * lightbox (a client island around the server-rendered image). The box keeps the alias ratio
 * before the image loads.
 */
export function Image({ module, options }: BlockProps<ImageModule>) {
  const { locale, linkComponent: Anchor, imageComponent } = renderOptions(options);
  const text = blockText(locale);
  const size = imageAliases[module.alias];
  const image = (
    <ModuleImage
      image={module}
      imageComponent={imageComponent}
      fallbackSize={size}
      alias={module.alias}
      sizes={
        module.alias === 'vertical'
          ? '(min-width: 48em) 400px, 100vw'
          : '(min-width: 100rem) 1240px, 100vw'
      }
    />
  );
  // The block's own description, else the media library's caption of the image (DESIGN.md 9).
  const captionText = module.description || module.caption;
  const caption = captionText && (
    <figcaption className={styles['caption']}>{captionText}</figcaption>
  );
  const figureProps = {
    id: anchorId(module.anchor),
    className: classNames(styles['image'], styles[module.alias]),
  };
  if (module.link) {
    return (
      <figure {...figureProps}>
        <Anchor href={module.link} className={imageTrigger['trigger']}>
          {image}
          {/* A link needs a name: without alt text the caption (or the target) names it. */}
          {!module.alt && <VisuallyHidden>{captionText || module.link}</VisuallyHidden>}
        </Anchor>
        {caption}
      </figure>
    );
  }
  const slide = {
    src: module.image_url,
    alt: module.alt ?? '',
    width: module.width ?? size.width,
    height: module.height ?? size.height,
    description: captionText,
  };
  return (
    <figure {...figureProps}>
      <LightboxGallery slides={[slide]} locale={locale}>
        <LightboxTrigger index={0}>
          {image}
          <VisuallyHidden>{text('blocks.image.enlarge')}</VisuallyHidden>
        </LightboxTrigger>
      </LightboxGallery>
      {caption}
    </figure>
  );
}
