import { RichText } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import {
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
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

/** How the editor came to the text: the keyboard's focus, or a click at a point of the window. */
type Activation = { point?: { x: number; y: number } };

/**
 * DESIGN.md 8 (what you see is what you edit): a rich text of a block edited where it stands on
 * the page, in CKEditor's inline editor with the spec 5 toolbar floating above it. The text is
 * shown as rendered, a textbox in the page's tab order, until the editor clicks or tabs into it:
 * only then does CKEditor (preloaded in edit mode) start on it, with the caret where the click
 * was, so that opening and closing a section with many texts stays quick. While the editor types,
 * the page's text is the editor's: it is written from the draft only when it changed elsewhere
 * (the panel, a restore).
 */
export function InlineRichText({ value, label, locale, onText, onLeave }: InlineRichTextProps) {
  const [RichTextEditor] = useState(() => loadedRichTextEditor() ?? LazyRichTextEditor);
  const [activation, setActivation] = useState<Activation | null>(null);
  const [ready, setReady] = useState(false);
  // The caret goes in once the editor is shown (a hidden element takes no focus), a frame later,
  // after the page has settled the focus of the text it replaces; unless the editor has tabbed on.
  const placeCaret = useRef<{ place(): void; clicked: boolean } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = placeCaret.current;
    if (!ready || !place) return undefined;
    placeCaret.current = null;
    const next = requestAnimationFrame(() => {
      const active = document.activeElement;
      const ours =
        place.clicked || !active || active === document.body || frame.current?.contains(active);
      if (ours) place.place();
    });
    return () => cancelAnimationFrame(next);
  }, [ready]);
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
    // The keyboard starts the editor by focusing the text (onFocus); a click only keeps a link in
    // it from being followed.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      className={styles.rich}
      // A textbox to the keyboard and screen readers: focusing it starts the editor in its place.
      role="textbox"
      tabIndex={activation ? -1 : 0}
      aria-label={label}
      aria-multiline
      aria-describedby={message ? messageId : undefined}
      data-aula-inline-rich-text-shown=""
      onFocus={() => setActivation((before) => before ?? {})}
      onPointerDown={(event) => setActivation({ point: { x: event.clientX, y: event.clientY } })}
      // The editor takes the focus once it is ready (placeCaret): the browser's own focus on the
      // press would land on the page behind this text, which the editor replaces meanwhile.
      onMouseDown={(event) => event.preventDefault()}
      // A link inside the text is edited, not followed.
      onClick={(event) => event.preventDefault()}
    >
      {/* The blocks' own rendering, sanitized there (DESIGN.md 6: the sanitizer is theirs). */}
      <RichText html={shown} />
    </div>
  );
  return (
    // Escape bubbles here from CKEditor's editing area (a textbox).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={frame}
      className={styles.richFrame}
      data-aula-inline-rich-text=""
      onKeyDown={onKeyDown}
    >
      {ready ? null : rendered}
      {activation ? (
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
              onReady={(place) => {
                placeCaret.current = {
                  place: () => place(activation.point),
                  clicked: Boolean(activation.point),
                };
                setReady(true);
              }}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              onChange={(html) => void onText(html).then(setMessage)}
            />
          </Suspense>
        </div>
      ) : null}
      {message ? (
        <span id={messageId} className={styles.message}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
