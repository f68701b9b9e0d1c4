import { sanitizeRichText } from '@aula/api-client/sanitize';
import styles from './RichText.module.css';

export interface RichTextProps {
  /** HTML from CKEditor; sanitized here again whatever the server did (DESIGN.md 6). */
  html: string;
  className?: string;
  id?: string;
}

/** Rich text of a block (Text, FAQ item, Infobox, Quote...), sanitized at render. */
export function RichText({ html, className, id }: RichTextProps) {
  return (
    <div
      id={id}
      className={className ? `${styles['richText']} ${className}` : styles['richText']}
      // Safe: the HTML has just passed the allow-list of sanitizeRichText.
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
