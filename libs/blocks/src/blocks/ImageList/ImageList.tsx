import type { ImageListModule } from '@aula/api-client';
import { anchorId, type BlockProps, classNames } from '../../block-props';
import { renderOptions } from '../../host/render-options';
import { ImageItemView, imageItemSlide } from '../ImageItem/ImageItem';
import { LightboxGallery } from '../../parts/ImageLightbox/LightboxGallery';
import styles from './ImageList.module.css';

const sizesByPresentation = {
  small: '(min-width: 64em) 25vw, (min-width: 48em) 33vw, 50vw',
  standard: '(min-width: 48em) 50vw, 100vw',
  fullwidth: '100vw',
} as const;

/**
 * spec 3: a list of images presented `small` (a dense grid), `standard` (two columns) or
 * `fullwidth` (one below the other, edge to edge). Images without a link open one lightbox
 * across the whole list, starting at the clicked image.
 */
export function ImageList({ module, options }: BlockProps<ImageListModule>) {
  return (
    <div id={anchorId(module.anchor)} className={styles['wrapper']}>
      <LightboxGallery
        slides={module.children.map(imageItemSlide)}
        locale={renderOptions(options).locale}
      >
        <ul className={classNames(styles['imageList'], styles[module.extra_class])}>
          {module.children.map((item, index) => (
            <li key={item.id} className={styles['item']}>
              <ImageItemView
                module={item}
                options={options}
                lightboxIndex={index}
                sizes={sizesByPresentation[module.extra_class]}
              />
            </li>
          ))}
        </ul>
      </LightboxGallery>
    </div>
  );
}
