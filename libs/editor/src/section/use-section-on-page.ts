import type { SectionBlockModel } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { fieldId } from '../forms/field-id';
import { errorText } from '../forms/form-text';
import { faultsByBlock, previewSection } from '../preview/preview-section';
import type { SectionDraft } from './section-draft';
import type { SectionEditor } from './use-section-editor';

/** A block's form in the panel: scrolled into view, its first field focused. */
function focusBlockForm(key: string) {
  const card = document.querySelector<HTMLElement>(
    `[data-aula-docked-panel] [data-aula-block="${key}"]`,
  );
  card?.scrollIntoView({ block: 'nearest' });
  const field =
    card?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, select, [contenteditable="true"]',
    ) ?? card?.querySelector<HTMLElement>('button');
  field?.focus({ preventScroll: true });
}

/** Where each block of a draft sits (its column, removed or not) and the layout. */
function arrangement(draft: SectionDraft | null): string {
  if (!draft) return '';
  const blocks = draft.blocks.map((block) => `${block.key}:${block.column}:${block.removed}`);
  return `${draft.layout}|${blocks.join(',')}`;
}

/**
 * DESIGN.md 8 (what you see is what you edit): what the open section is on the page. Its preview
 * from the draft (a change at once, before any save) with the faulty blocks marked; places to
 * add a block where the editor looks, whose new form is then focused in the panel; its plain
 * texts edited in place, into their fields in the panel. And the draft the panel's columns
 * show: a keystroke's is deferred (the forms hold what is typed themselves), so its frame waits
 * for the page only.
 */
export function useSectionOnPage(editor: SectionEditor, locale: Locale) {
  const { draft, read, summary } = editor;
  const preview = useMemo(() => (draft ? previewSection(draft, read) : null), [draft, read]);
  const { generation } = editor;
  const shownColumns = useMemo(() => ({ draft, generation }), [draft, generation]);
  const deferredColumns = useDeferredValue(shownColumns);
  // Only a change of values waits: blocks added, moved, removed or a new layout show at once.
  const columns =
    deferredColumns.draft &&
    deferredColumns.generation === generation &&
    arrangement(deferredColumns.draft) === arrangement(draft)
      ? deferredColumns
      : shownColumns;
  const columnsDraft = columns.draft;
  const focusAfterInsert = useRef<string | null>(null);
  // The editor's insert as last rendered: the page's places keep one onInsert (they are memoised).
  const insert = useRef(editor.insert);
  useLayoutEffect(() => {
    insert.current = editor.insert;
  });
  const onInsert = useCallback(
    (model: SectionBlockModel, column: number, before: string | null) => {
      focusAfterInsert.current = insert.current(model, column, before);
    },
    [],
  );
  const insertion = useMemo(() => (draft ? { draft, onInsert } : undefined), [draft, onInsert]);
  // DESIGN.md 8: a plain text typed on the page goes into its field in the panel (and from there
  // into the draft); Escape on the page takes the editor to that field.
  const { forms } = editor;
  const inline = useMemo(
    () => ({
      onText: async (key: string, path: string, typed: string) => {
        const message = await forms.current.get(key)?.setText(path, typed);
        return message === undefined ? undefined : errorText(locale, message);
      },
      onLeave: (key: string, path: string) =>
        document.getElementById(fieldId(`aula-${key}`, path))?.focus(),
    }),
    [forms, locale],
  );
  // The new block's form is brought into view in the panel and its first field focused (after
  // the palette's menu has given the focus back to its button).
  useEffect(() => {
    const key = focusAfterInsert.current;
    if (key === null || !columnsDraft?.blocks.some((block) => block.key === key)) return undefined;
    focusAfterInsert.current = null;
    const frame = requestAnimationFrame(() => focusBlockForm(key));
    return () => cancelAnimationFrame(frame);
  }, [columnsDraft]);
  const faults = useMemo(
    () => (draft ? faultsByBlock(summary, draft) : undefined),
    [draft, summary],
  );
  return { preview, faults, insertion, inline, columns };
}
