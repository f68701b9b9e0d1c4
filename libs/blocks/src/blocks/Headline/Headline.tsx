import type { HeadlineModule } from '@aula/api-client';
import { anchorId, type BlockProps, classNames } from '../../block-props';
import { editableText } from '../../host/editable-text';
import { renderOptions } from '../../host/render-options';
import styles from './Headline.module.css';

/**
 * spec 3: a headline of level 2 to 6 with optional preline and subline, aligned left (`links`)
 * or centred (`zentriert`); `anchor` is the id of the group.
 */
export function Headline({ module, options }: BlockProps<HeadlineModule>) {
  const { hyphenate } = renderOptions(options);
  const Heading = `h${module.headline_level}` as const;
  return (
    <hgroup
      id={anchorId(module.anchor)}
      className={classNames(styles['headline'], styles[module.extra_class])}
    >
      {module.preline && (
        <p className={styles['preline']}>
          {editableText(options, module, 'preline', module.preline)}
        </p>
      )}
      <Heading className={classNames(styles['heading'], styles[`level${module.headline_level}`])}>
        {editableText(options, module, 'content', hyphenate(module.content))}
      </Heading>
      {module.subline && (
        <p className={styles['subline']}>
          {editableText(options, module, 'subline', module.subline)}
        </p>
      )}
    </hgroup>
  );
}
