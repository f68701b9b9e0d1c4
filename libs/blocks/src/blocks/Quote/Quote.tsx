import type { QuoteModule } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { editableRichText, editableText } from '../../host/editable-text';
import { RichText } from '../../parts/RichText/RichText';
import styles from './Quote.module.css';

/** spec 3: a quotation with its author. */
export function Quote({ module, options }: BlockProps<QuoteModule>) {
  return (
    <figure id={anchorId(module.anchor)} className={styles['quote']}>
      <blockquote className={styles['content']}>
        <RichText html={module.content} editable={editableRichText(options, module, 'content')} />
      </blockquote>
      {module.author && (
        <figcaption className={styles['author']}>
          {editableText(options, module, 'author', module.author)}
        </figcaption>
      )}
    </figure>
  );
}
