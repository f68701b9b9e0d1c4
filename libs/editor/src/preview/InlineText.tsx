import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './InlineText.module.css';

export interface InlineTextProps {
  /** The field's text in the draft. */
  value: string;
  /** Its accessible name: the block and the field ("Überschrift › Dachzeile"). */
  label: string;
  /** One line (a headline) or several (a teaser's text). */
  multiline?: boolean;
  /** A typed text into the draft (and the panel's field); answers its message, if any. */
  onText(text: string): Promise<string | undefined>;
  /** Escape: the editor leaves the text; the draft keeps it (the panel's field takes the focus). */
  onLeave(): void;
}

/**
 * DESIGN.md 8 (what you see is what you edit): a plain text of a block edited where it stands on
 * the page: a click or the keyboard's focus puts the caret in it, typing goes into the draft and
 * the panel's field at once, Escape leaves it with the text kept, and the field's message shows
 * beside it. While the editor types, the page's text is the editor's: it is written from the
 * draft only when it changed elsewhere (the panel, a restore).
 */
export function InlineText({ value, label, multiline = false, onText, onLeave }: InlineTextProps) {
  const element = useRef<HTMLSpanElement>(null);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const messageId = useId();
  useLayoutEffect(() => {
    const span = element.current;
    if (span && span.textContent !== value) span.textContent = value;
  }, [value]);
  const typed = () => {
    const text = element.current?.textContent ?? '';
    void onText(multiline ? text : text.replace(/\n/g, ' ')).then(setMessage);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onLeave();
    } else if (event.key === 'Enter' && !multiline) event.preventDefault();
  };
  return (
    <>
      <span
        ref={element}
        className={styles.text}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-label={label}
        aria-multiline={multiline}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        data-placeholder={label}
        data-aula-inline-text=""
        onInput={typed}
        onKeyDown={onKeyDown}
        // A text inside a link is edited, not followed.
        onClick={(event) => event.preventDefault()}
      />
      {message ? (
        <span id={messageId} className={styles.message}>
          {message}
        </span>
      ) : null}
    </>
  );
}
