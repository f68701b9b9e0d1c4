import { sanitizeRichText } from '@aula/api-client/sanitize';
import type { ReactNode } from 'react';
import styles from './RichText.module.css';

export interface RichTextProps {
  /** HTML from CKEditor; sanitized here again whatever the server did (DESIGN.md 6). */
  html: string;
  className?: string;
  id?: string;
  /**
   * Editor renders only (DESIGN.md 8): the editor's element for this text, edited in place, in
   * the place of the HTML (see `editableRichText`). Visitors' renders never have one.
   */
  editable?: ReactNode;
}

/** Rich text of a block (Text, FAQ item, Infobox, Quote...), sanitized at render. */
export function RichText({ html, className, id, editable }: RichTextProps) {
  const classes = className ? `${styles['richText']} ${className}` : styles['richText'];
  if (editable) {
    return (
      <div id={id} className={classes}>
        {editable}
      </div>
    );
  }
  return (
    <div
      id={id}
      className={classes}
      // Safe: the HTML has just passed the allow-list of sanitizeRichText.
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
