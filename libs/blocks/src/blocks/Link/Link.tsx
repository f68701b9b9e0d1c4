import type { LinkModule } from '@aula/api-client';
import { anchorId, type BlockProps, classNames } from '../../block-props';
import { blockText } from '../../host/block-text';
import { editableText } from '../../host/editable-text';
import { renderOptions } from '../../host/render-options';
import { VisuallyHidden } from '../../parts/VisuallyHidden/VisuallyHidden';
import styles from './Link.module.css';

/**
 * spec 3: a call-to-action link. `open_new_window` opens a new window without handing over the
 * opener (rel noopener) and says so to screen readers; `reduce_spacing` tightens the margins;
 * `extra_class` is exposed as `data-variant` for the host's styles.
 */
export function Link({ module, options }: BlockProps<LinkModule>) {
  const { locale, linkComponent: Anchor } = renderOptions(options);
  const text = blockText(locale);
  const href = module.link_url || module.link;
  return (
    <p
      id={anchorId(module.anchor)}
      className={classNames(styles['link'], module.reduce_spacing && styles['reduced'])}
      data-variant={module.extra_class || undefined}
    >
      <Anchor
        href={href}
        className={styles['anchor']}
        {...(module.open_new_window
          ? { target: '_blank' as const, rel: 'noopener noreferrer' }
          : {})}
      >
        {editableText(options, module, 'content', module.content)}
        {module.open_new_window && ' '}
        {module.open_new_window && <VisuallyHidden>{text('blocks.link.newWindow')}</VisuallyHidden>}
      </Anchor>
    </p>
  );
}
