import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  Alignment,
  Bold,
  ButtonView,
  ClassicEditor,
  Essentials,
  InlineEditor,
  Italic,
  Link,
  List,
  Paragraph,
  Plugin,
  type Editor,
  type EditorConfig,
} from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import de from 'ckeditor5/translations/de.js';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { afterPaint } from '../../query/after-paint';

// This file is its own chunk (RichTextField imports it lazily): CKEditor loads only when a
// rich-text field is shown, never with the rest of the editor and never for visitors.

export interface RichTextEditorProps {
  id: string;
  locale: Locale;
  /** The accessible name of the editing area (the field's label). */
  label: string;
  /** The text of the link decorator (translated by the caller). */
  newWindowLabel: string;
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
  onChange(value: string): void;
  onBlur(): void;
  /** The text of the link finder's toolbar button. */
  findLinkLabel?: string;
  /**
   * Opens the link finder (DESIGN.md 9); `insert` links the selection, or inserts `title` linked at
   * the caret.
   */
  onFindLink?(insert: (href: string, title: string) => void): void;
  /**
   * DESIGN.md 8: the text edited where it stands on the page (CKEditor's inline editor, its
   * toolbar floating above the text) instead of in the panel's field.
   */
  inline?: boolean;
  /**
   * The editor is ready (an inline text shows it in place of the text as rendered); `place` puts
   * the caret in it, at a point of the window (where a click was) or where it was.
   */
  onReady?(place: (point?: { x: number; y: number }) => void): void;
  onFocus?(): void;
}

/** Runs an editor's teardown once the frame it was removed in is painted. */
const destroyAfterPaint = (destroy: () => Promise<unknown>) =>
  new Promise<unknown>((resolve, reject) => afterPaint(() => destroy().then(resolve, reject)));

/**
 * DESIGN.md 8 (save to shown): an editor goes with its field (the panel closed on a save's
 * answer, a section's texts on the page left). Taking it apart (its views, listeners and
 * balloons, about 10 ms) waits until the page without it is painted.
 */
export class PanelEditor extends ClassicEditor {
  override destroy() {
    return destroyAfterPaint(() => super.destroy());
  }
}

/** The inline editor of a text on the page (see `PanelEditor`). */
export class PageTextEditor extends InlineEditor {
  override destroy() {
    return destroyAfterPaint(() => super.destroy());
  }
}

/** Links the selection to `href`, or inserts `title` linked to it where the caret is. */
function insertLink(editor: Editor, href: string, title: string) {
  if (editor.model.document.selection.isCollapsed) editor.execute('link', href, {}, title);
  else editor.execute('link', href);
  editor.editing.view.focus();
}

/**
 * spec 7 link finder: the `linkFinder` toolbar button, beside CKEditor's own link button (whose
 * balloon and Ctrl+K stay for typed addresses): it opens the link finder and links what it
 * answers.
 */
/** The DOM event the link finder button sends from the editor's element (its detail links the answer). */
const findLinkEvent = 'aula-find-link';

function linkFinderPlugin(label: string) {
  return class LinkFinderButton extends Plugin {
    static get pluginName() {
      return 'LinkFinderButton' as const;
    }
    init() {
      const editor = this.editor;
      editor.ui.componentFactory.add('linkFinder', (locale) => {
        const button = new ButtonView(locale);
        button.set({ label, withText: true, tooltip: true });
        button.bind('isEnabled').to(editor.commands.get('link') as never, 'isEnabled');
        button.on('execute', () => {
          const insert = (href: string, title: string) => insertLink(editor, href, title);
          editor.ui.element?.dispatchEvent(
            new CustomEvent(findLinkEvent, { bubbles: true, detail: insert }),
          );
        });
        return button;
      });
    }
  };
}

/**
 * spec 5: exactly bold, italic, link, bulleted and numbered list, undo, redo and alignment
 * left/center/right. Alignment is stored as the classes the one sanitize policy keeps
 * (`text-align-*`); links default to https and may open in a new window (with
 * `rel="noopener noreferrer"`, which the policy requires for `target="_blank"`).
 */
function editorConfig({
  locale,
  label,
  newWindowLabel,
  findLinkLabel,
}: Pick<
  RichTextEditorProps,
  'locale' | 'label' | 'newWindowLabel' | 'findLinkLabel'
>): EditorConfig {
  const withFinder = Boolean(findLinkLabel);
  return {
    licenseKey: 'GPL',
    plugins: [
      Essentials,
      Paragraph,
      Bold,
      Italic,
      Link,
      List,
      Alignment,
      ...(withFinder ? [linkFinderPlugin(findLinkLabel ?? '')] : []),
    ],
    toolbar: {
      items: [
        'undo',
        'redo',
        '|',
        'bold',
        'italic',
        'link',
        ...(withFinder ? ['linkFinder'] : []),
        '|',
        'bulletedList',
        'numberedList',
        '|',
        'alignment:left',
        'alignment:center',
        'alignment:right',
      ],
      // The buttons wrap onto a second row on a phone instead of hiding in a "more" menu, so every
      // one stays one tap away and the toolbar never widens the page past 375 px.
      shouldNotGroupWhenFull: true,
    },
    language: locale,
    // An empty translations list makes CKEditor fail to mount (Array.reduce): English needs none.
    ...(locale === 'de' ? { translations: [de] } : {}),
    root: { label },
    // The GPL build shows CKEditor's logo on the focused editor; its "Powered by" label, light
    // grey on white, fails the contrast check (WCAG 1.4.3): the logo stays, the label goes.
    ui: { poweredBy: { label: null } },
    alignment: {
      options: [
        { name: 'left', className: 'text-align-left' },
        { name: 'center', className: 'text-align-center' },
        { name: 'right', className: 'text-align-right' },
      ],
    },
    link: {
      defaultProtocol: 'https://',
      decorators: {
        openInNewWindow: {
          mode: 'manual',
          label: newWindowLabel,
          attributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      },
    },
  };
}

/**
 * CKEditor opens its balloons (the link form of Ctrl+K, the link actions) in a container at the
 * end of the body. Outside a modal dialog (the section dialog) they are hidden from screen
 * readers and the focus may not go there: the form could not be typed into, the address went
 * into the text. Moved into the dialog, it is shown and reached; CKEditor positions it there.
 */
function keepPanelsInDialog(editor: Editor) {
  const panels = editor.ui.view.body.bodyCollectionContainer;
  const dialog = editor.ui.element?.closest('[data-aula-dialog]');
  if (panels && dialog) dialog.append(panels);
}

/** Focuses the editor, with the caret at `point` of the window when there is text there. */
function placeCaret(editor: Editor, point?: { x: number; y: number }) {
  // The editing area itself first: CKEditor's view.focus() does nothing while its selection has
  // no editable yet (an editor just started that was never focused).
  editor.ui.getEditableElement()?.focus({ preventScroll: true });
  editor.editing.view.focus();
  // Chromium and WebKit know the range at a point; elsewhere the caret stays where CKEditor puts it.
  const atPoint = typeof document.caretRangeFromPoint === 'function' && point;
  const domRange = atPoint ? document.caretRangeFromPoint(point.x, point.y) : null;
  const viewRange = domRange ? editor.editing.view.domConverter.domRangeToView(domRange) : null;
  if (!viewRange) return;
  const modelRange = editor.editing.mapper.toModelRange(viewRange);
  editor.model.change((writer) => writer.setSelection(modelRange));
}

/** CKEditor 5 wired to one form field. */
export default function RichTextEditor({
  id,
  locale,
  label,
  newWindowLabel,
  value,
  describedBy,
  invalid,
  onChange,
  onBlur,
  findLinkLabel,
  onFindLink,
  inline = false,
  onReady,
  onFocus,
}: RichTextEditorProps) {
  const [editable, setEditable] = useState<HTMLElement | null>(null);
  // The configuration is made once: CKEditor does not take a new one after it started.
  const [config] = useState(() => editorConfig({ locale, label, newWindowLabel, findLinkLabel }));
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root || !onFindLink) return undefined;
    const listener = (event: Event) =>
      onFindLink((event as CustomEvent<(href: string, title: string) => void>).detail);
    root.addEventListener(findLinkEvent, listener);
    return () => root.removeEventListener(findLinkEvent, listener);
  }, [root, onFindLink]);
  // The error summary links to the field by id; a screen reader hears its help and error.
  useEffect(() => {
    if (!editable) return;
    editable.setAttribute('id', id);
    editable.setAttribute('aria-invalid', String(invalid));
    if (describedBy) editable.setAttribute('aria-describedby', describedBy);
    else editable.removeAttribute('aria-describedby');
  }, [editable, id, invalid, describedBy]);
  return (
    <CKEditor<PanelEditor | PageTextEditor>
      editor={inline ? PageTextEditor : PanelEditor}
      config={config}
      data={value}
      onReady={(editor) => {
        setEditable(editor.ui.getEditableElement() ?? null);
        setRoot(editor.ui.element ?? null);
        // On the page its balloons stay at the end of the body, outside the panel.
        if (!inline) keepPanelsInDialog(editor);
        onReady?.((point) => placeCaret(editor, point));
      }}
      onChange={(_event, editor) => onChange(editor.getData())}
      onFocus={() => onFocus?.()}
      onBlur={() => onBlur()}
    />
  );
}
