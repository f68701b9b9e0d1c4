import type { FAQItemModule } from '@aula/api-client';
import type { BlockProps } from '../../block-props';
import { editableRichText } from '../../host/editable-text';
import { RichText } from '../../parts/RichText/RichText';
import styles from './FAQItem.module.css';
import { splitFaqItem } from './split-faq-item';

/**
 * spec 3: one FAQ entry as a disclosure (`details`/`summary`: keyboard and screen-reader
 * support come with the element, and closed answers stay in the HTML for find-in-page).
 */
export function FAQItem({ module, options }: BlockProps<FAQItemModule>) {
  // DESIGN.md 8: in an editor's render the item is one text edited in place, open, its first
  // paragraph set as the question.
  const editable = editableRichText(options, module, 'content');
  if (editable) {
    return (
      <div className={`${styles['item']} ${styles['editing']}`}>
        <RichText html={module.content} editable={editable} />
      </div>
    );
  }
  const { question, answer } = splitFaqItem(module.content);
  return (
    <details className={styles['item']}>
      {/* Both parts have just been sanitized by splitFaqItem. */}
      <summary className={styles['question']} dangerouslySetInnerHTML={{ __html: question }} />
      {answer && <div className={styles['answer']} dangerouslySetInnerHTML={{ __html: answer }} />}
    </details>
  );
}
