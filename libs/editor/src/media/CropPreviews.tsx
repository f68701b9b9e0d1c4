import type { MediaItem } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import styles from './media.module.css';

const aliases = [
  ['vertical', 'media.crop.vertical', 400, 500],
  ['horizontal', 'media.crop.horizontal', 1240, 700],
  ['thumbnail', 'media.crop.thumbnail', 320, 200],
] as const;

/** spec 9: the crops the server made around the focal point (saved state), each labelled with its size. */
export function CropPreviews({
  locale,
  item,
  only,
}: {
  locale: Locale;
  item: MediaItem;
  only?: 'vertical' | 'horizontal';
}) {
  const chosen = aliases.find(([alias]) => alias === only);
  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>
        {chosen
          ? text(locale, 'media.finder.preview', { alias: text(locale, chosen[1]) })
          : text(locale, 'media.details.crops')}
      </h3>
      <ul className={styles.crops}>
        {aliases
          .filter(([alias]) => !only || alias === only)
          .map(([alias, label, width, height]) => (
            <li key={alias}>
              <figure>
                <img
                  src={item.crops[alias]}
                  width={width}
                  height={height}
                  alt=""
                  data-crop={alias}
                />
                <figcaption>{text(locale, label)}</figcaption>
              </figure>
            </li>
          ))}
      </ul>
    </div>
  );
}
