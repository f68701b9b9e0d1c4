import { imageAliases, type TeaserItemModule } from '@aula/api-client';
import type { BlockProps } from '../../block-props';
import { editableText } from '../../host/editable-text';
import { renderOptions } from '../../host/render-options';
import { ModuleImage } from '../../parts/ModuleImage/ModuleImage';
import cardLink from '../../parts/card-link/card-link.module.css';
import styles from './TeaserItem.module.css';

/**
 * spec 3: one teaser: image, preline, headline, subline, text and link. The headline is the
 * link and the whole card its hit area; the link text is shown as the visual call to action.
 */
export function TeaserItem({ module, options }: BlockProps<TeaserItemModule>) {
  const { linkComponent: Anchor, imageComponent, hyphenate } = renderOptions(options);
  const headline = editableText(options, module, 'headline', hyphenate(module.headline));
  const href = module.link_url || module.link;
  return (
    <article className={styles['teaser']}>
      <ModuleImage
        image={module}
        imageComponent={imageComponent}
        fallbackSize={imageAliases.vertical}
        alias="vertical"
        sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw"
        className={styles['image']}
      />
      {module.preline && <p className={styles['preline']}>{module.preline}</p>}
      <h3 className={styles['headline']}>
        {href ? (
          <Anchor href={href} className={cardLink['link']}>
            {headline}
          </Anchor>
        ) : (
          headline
        )}
      </h3>
      {module.subline && <p className={styles['subline']}>{module.subline}</p>}
      {module.text && (
        <p className={styles['text']}>{editableText(options, module, 'text', module.text)}</p>
      )}
      {href && module.link_text && (
        <p className={styles['cta']} aria-hidden="true">
          {module.link_text}
        </p>
      )}
    </article>
  );
}
