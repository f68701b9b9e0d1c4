import { sanitizeRichText } from '@aula/api-client/sanitize';
import type { Locale } from '@aula/routing';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { formText } from '../forms/form-text';
import { loadedRichTextEditor, loadRichTextEditor } from '../forms/fields/rich-text-chunk';
import styles from './InlineText.module.css';

const LazyRichTextEditor = lazy(loadRichTextEditor);

export interface InlineRichTextProps {
  /** The field's HTML in the draft. */
  value: string;
  /** Its accessible name: the block and the field ("Text › Inhalt"). */
  label: string;
  locale: Locale;
  /** A typed text into the draft (and the panel's field); answers its message, if any. */
  onText(html: string): Promise<string | undefined>;
  /** Escape: the editor leaves the text; the draft keeps it (the panel's field takes the focus). */
  onLeave(): void;
}

/**
 * DESIGN.md 8 (what you see is what you edit): a rich text of a block edited where it stands on
 * the page, in CKEditor's inline editor with the spec 5 toolbar floating above it. The text as
 * rendered stays in view until the editor is ready (CKEditor is preloaded in edit mode), so
 * opening a section shows no empty text. While the editor types, the page's text is the
 * editor's: it is written from the draft only when it changed elsewhere (the panel, a restore).
 */
export function InlineRichText({ value, label, locale, onText, onLeave }: InlineRichTextProps) {
  const [RichTextEditor] = useState(() => loadedRichTextEditor() ?? LazyRichTextEditor);
  const [ready, setReady] = useState(false);
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(value);
  // The draft's text reaches the editor only while the editor does not type in it.
  if (!focused && shown !== value) setShown(value);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const id = useId();
  const messageId = `${id}-message`;
  const onKeyDown = (event: KeyboardEvent) => {
    // CKEditor's balloons (the link form) handle their own Escape first.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onLeave();
  };
  const text = formText(locale);
  const rendered = (
    <div
      className={styles.rich}
      // Safe: the HTML has just passed the allow-list of sanitizeRichText.
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(shown) }}
    />
  );
  return (
    // Escape bubbles here from CKEditor's editing area (a textbox).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.richFrame} data-aula-inline-rich-text="" onKeyDown={onKeyDown}>
      {ready ? null : rendered}
      <div className={styles.rich} hidden={!ready}>
        <Suspense fallback={null}>
          <RichTextEditor
            id={id}
            locale={locale}
            label={label}
            newWindowLabel={text('editorForms.richText.newWindow')}
            value={shown}
            describedBy={message ? messageId : undefined}
            invalid={Boolean(message)}
            inline
            onReady={() => setReady(true)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onChange={(html) => void onText(html).then(setMessage)}
          />
        </Suspense>
      </div>
      {message ? (
        <span id={messageId} className={styles.message}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
