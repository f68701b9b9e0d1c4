import { CKEditor } from '@ckeditor/ckeditor5-react';
import { Alignment, Bold, ClassicEditor, Essentials, Italic, Link, List, Paragraph, type EditorConfig } from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import de from 'ckeditor5/translations/de.js';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';

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
}

/**
 * spec 5: exactly bold, italic, link, bulleted and numbered list, undo, redo and alignment
 * left/center/right. Alignment is stored as the classes the one sanitize policy keeps
 * (`text-align-*`); links default to https and may open in a new window (with
 * `rel="noopener noreferrer"`, which the policy requires for `target="_blank"`).
 */
function editorConfig({ locale, label, newWindowLabel }: Pick<RichTextEditorProps, 'locale' | 'label' | 'newWindowLabel'>): EditorConfig {
  return {
    licenseKey: 'GPL',
    plugins: [Essentials, Paragraph, Bold, Italic, Link, List, Alignment],
    toolbar: ['undo', 'redo', '|', 'bold', 'italic', 'link', '|', 'bulletedList', 'numberedList', '|', 'alignment:left', 'alignment:center', 'alignment:right'],
    language: locale,
    translations: locale === 'de' ? [de] : [],
    root: { label },
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
        openInNewWindow: { mode: 'manual', label: newWindowLabel, attributes: { target: '_blank', rel: 'noopener noreferrer' } },
      },
    },
  };
}

/** CKEditor 5 wired to one form field. */
export default function RichTextEditor({ id, locale, label, newWindowLabel, value, describedBy, invalid, onChange, onBlur }: RichTextEditorProps) {
  const [editable, setEditable] = useState<HTMLElement | null>(null);
  // The error summary links to the field by id; a screen reader hears its help and error.
  useEffect(() => {
    if (!editable) return;
    editable.setAttribute('id', id);
    editable.setAttribute('aria-invalid', String(invalid));
    if (describedBy) editable.setAttribute('aria-describedby', describedBy);
    else editable.removeAttribute('aria-describedby');
  }, [editable, id, invalid, describedBy]);
  return (
    <CKEditor
      editor={ClassicEditor}
      config={editorConfig({ locale, label, newWindowLabel })}
      data={value}
      onReady={(editor) => setEditable(editor.ui.getEditableElement() ?? null)}
      onChange={(_event, editor) => onChange(editor.getData())}
      onBlur={() => onBlur()}
    />
  );
}
