import { type ImageItemModule, imageAliases } from '@aula/api-client';
import type { LightboxSlide } from '@aula/ui';
import { type BlockProps, classNames } from '../../block-props';
import { blockText } from '../../host/block-text';
import { renderOptions } from '../../host/render-options';
import { LightboxGallery, LightboxTrigger } from '../../parts/ImageLightbox/LightboxGallery';
import imageTrigger from '../../parts/ImageLightbox/image-trigger.module.css';
import { ModuleImage } from '../../parts/ModuleImage/ModuleImage';
import { VisuallyHidden } from '../../parts/VisuallyHidden/VisuallyHidden';
import styles from './ImageItem.module.css';

/** The item's own description, else the media library's caption of its image (DESIGN.md 9). */
const captionOf = (item: ImageItemModule) => item.description || item.caption;

/** The lightbox slide of an image item. */
export function imageItemSlide(item: ImageItemModule): LightboxSlide {
  const description = [item.title, captionOf(item)].filter(Boolean).join(' – ');
  return {
    src: item.image_url,
    alt: item.alt ?? '',
    width: item.width ?? imageAliases.horizontal.width,
    height: item.height ?? imageAliases.horizontal.height,
    ...(description ? { description } : {}),
  };
}

export interface ImageItemViewProps extends BlockProps<ImageItemModule> {
  /** The slide of the surrounding `LightboxGallery` this image opens; without it the image is not clickable. */
  lightboxIndex?: number;
  sizes?: string;
  className?: string;
}

/**
 * spec 3: one image of an image list: a link when it has one, otherwise a trigger of the
 * surrounding lightbox gallery. Server-rendered markup; only the trigger is a client island.
 */
export function ImageItemView({
  module,
  options,
  lightboxIndex,
  sizes,
  className,
}: ImageItemViewProps) {
  const { locale, linkComponent: Anchor, imageComponent } = renderOptions(options);
  const href = module.link_url || module.link;
  const caption = captionOf(module);
  const image = (
    <ModuleImage
      image={module}
      imageComponent={imageComponent}
      fallbackSize={imageAliases.horizontal}
      alias="horizontal"
      {...(sizes ? { sizes } : {})}
    />
  );
  return (
    <figure className={classNames(styles['imageItem'], className)}>
      {href ? (
        <Anchor href={href} className={imageTrigger['trigger']}>
          {image}
          {/* A link needs a name: without alt text the title (or the target) names it. */}
          {!module.alt && <VisuallyHidden>{module.title || caption || href}</VisuallyHidden>}
        </Anchor>
      ) : lightboxIndex !== undefined ? (
        <LightboxTrigger index={lightboxIndex}>
          {image}
          <VisuallyHidden>{blockText(locale)('blocks.image.enlarge')}</VisuallyHidden>
        </LightboxTrigger>
      ) : (
        image
      )}
      {(module.title || caption) && (
        <figcaption className={styles['caption']}>
          {module.title && <span className={styles['title']}>{module.title}</span>}
          {caption && <span>{caption}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/** An image item on its own (outside a list): opens a lightbox of itself. */
export function ImageItem({ module, options }: BlockProps<ImageItemModule>) {
  return (
    <LightboxGallery slides={[imageItemSlide(module)]} locale={renderOptions(options).locale}>
      <ImageItemView module={module} options={options} lightboxIndex={0} />
    </LightboxGallery>
  );
}
