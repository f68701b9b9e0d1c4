import { type FullTeaserModule, fullTeaserTextMaxLength, imageAliases } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { editableText } from '../../host/editable-text';
import { renderOptions } from '../../host/render-options';
import { ModuleImage } from '../../parts/ModuleImage/ModuleImage';
import styles from './FullTeaser.module.css';
import { truncateText } from './truncate-text';

/**
 * spec 3/5: a full-width teaser: image, preline, headline, text (at most 256 characters) and a
 * link with its text. `extra_class` is exposed as `data-variant` for the host's styles.
 */
export function FullTeaser({ module, options }: BlockProps<FullTeaserModule>) {
  const { linkComponent: Anchor, imageComponent } = renderOptions(options);
  const href = module.link_url || module.link;
  return (
    <section
      id={anchorId(module.anchor)}
      className={styles['fullTeaser']}
      data-variant={module.extra_class || undefined}
      aria-label={module.headline}
    >
      <ModuleImage
        image={module}
        imageComponent={imageComponent}
        fallbackSize={imageAliases.horizontal}
        alias="horizontal"
        className={styles['image']}
      />
      <div className={styles['body']}>
        {module.preline && (
          <p className={styles['preline']}>
            {editableText(options, module, 'preline', module.preline)}
          </p>
        )}
        <h2 className={styles['headline']}>
          {editableText(options, module, 'headline', module.headline)}
        </h2>
        {module.text && (
          <p className={styles['text']}>
            {editableText(
              options,
              module,
              'text',
              truncateText(module.text, fullTeaserTextMaxLength),
            )}
          </p>
        )}
        {href && module.link_text && (
          <Anchor href={href} className={styles['link']}>
            {module.link_text}
          </Anchor>
        )}
      </div>
    </section>
  );
}
