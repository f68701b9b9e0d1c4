import type { TextModule } from '@aula/api-client';
import { anchorId, type BlockProps, classNames } from '../../block-props';
import { blockText } from '../../host/block-text';
import { editableRichText } from '../../host/editable-text';
import { renderOptions } from '../../host/render-options';
import { RichText } from '../../parts/RichText/RichText';
import { ShowMore } from './ShowMore';
import styles from './Text.module.css';

/**
 * spec 3: rich text (sanitized at render, on the server). `show_more` folds long text behind a
 * toggle button (a small client island); `add_additional_space` adds vertical space around it.
 */
export function Text({ module, options }: BlockProps<TextModule>) {
  const text = blockText(renderOptions(options).locale);
  const content = (
    <RichText html={module.content} editable={editableRichText(options, module, 'content')} />
  );
  return (
    <div
      id={anchorId(module.anchor)}
      className={classNames(
        styles['text'],
        module.add_additional_space && styles['additionalSpace'],
      )}
    >
      {module.show_more ? (
        <ShowMore
          showMoreLabel={text('blocks.text.showMore')}
          showLessLabel={text('blocks.text.showLess')}
        >
          {content}
        </ShowMore>
      ) : (
        content
      )}
    </div>
  );
}
