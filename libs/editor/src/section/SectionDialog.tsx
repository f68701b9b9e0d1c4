import {
  containerLayouts,
  type ApiClient,
  type ContainerModule,
  type SectionBlockModel,
} from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { DockedPanel } from '../dialog/DockedPanel';
import { text } from '../editor-text';
import { PresenceNotice } from '../presence/PresenceNotice';
import { faultsByBlock, previewSection } from '../preview/preview-section';
import { SectionPreview } from '../preview/SectionPreview';
import { CounterpartPanel } from '../translation/CounterpartPanel';
import { HistoryPanel } from '../history/HistoryPanel';
import { SaveDraftButton } from '../publishing/SaveDraftButton';
import { fieldId } from '../forms/field-id';
import { errorText } from '../forms/form-text';
import { ErrorSummary } from './block-forms';
import { ConflictDialog } from './ConflictDialog';
import { DiscardDialog } from './DiscardDialog';
import { useSectionElement } from './edit-targets';
import { SectionColumns } from './SectionColumns';
import { useSectionEditor } from './use-section-editor';
import styles from './SectionDialog.module.css';

export interface SectionDialogProps {
  locale: Locale;
  /** The section's module id (`data-aula-module-id`). */
  sectionId: number;
  client: ApiClient;
  onClose(): void;
  /** After a successful save: the saved section (the host re-renders it in place). */
  onSaved(section: ContainerModule): void;
  /**
   * together (DESIGN.md 8): the section was copied into the other language (the page's translation
   * status is stale).
   */
  onTranslationChanged?: (() => void) | undefined;
  /**
   * Another section asked to be opened while this one has unsaved changes (the page stays in
   * reach above the panel): the editor is asked first, then `onSwitch` or `onStay`.
   */
  switchTo?: number | null;
  onSwitch?: ((sectionId: number) => void) | undefined;
  onStay?: (() => void) | undefined;
}

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

/**
 * DESIGN.md 8, spec 3/4: a section in the panel docked below the page: its column layout and,
 * per column, its blocks in order with their forms, move and remove, and a palette to add
 * blocks. An error summary at the top links to each faulty field; saving is refused while a form
 * is invalid; leaving with changes asks first.
 */
export function SectionDialog({
  locale,
  sectionId,
  client,
  onClose,
  onSaved,
  onTranslationChanged,
  switchTo = null,
  onSwitch,
  onStay,
}: SectionDialogProps) {
  const editor = useSectionEditor({ client, locale, sectionId, onSaved });
  const [askDiscard, setAskDiscard] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const target = useSectionElement(sectionId);
  const cancel = () => (editor.changed ? setAskDiscard(true) : onClose());
  const { draft, read, summary } = editor;
  // DESIGN.md 8: the page shows the section from the draft while it is open: a change at once,
  // before any save, and places to add a block where the editor looks.
  const preview = useMemo(() => (draft ? previewSection(draft, read) : null), [draft, read]);
  // The forms hold what is typed themselves: the panel's columns follow a keystroke after the page
  // has shown it (a render of their own), so the page's frame waits for the page only.
  const { generation } = editor;
  const shownColumns = useMemo(() => ({ draft, generation }), [draft, generation]);
  const deferredColumns = useDeferredValue(shownColumns);
  const columnsState = deferredColumns.draft ? deferredColumns : shownColumns;
  const columnsDraft = columnsState.draft;
  const focusAfterInsert = useRef<string | null>(null);
  const { insert } = editor;
  const insertion = useMemo(
    () =>
      draft
        ? {
            draft,
            onInsert: (model: SectionBlockModel, column: number, before: string | null) => {
              focusAfterInsert.current = insert(model, column, before);
            },
          }
        : undefined,
    [draft, insert],
  );
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
  return (
    <>
      {/* Outside the panel: events on the page do not reach the panel's handlers. */}
      {preview ? (
        <SectionPreview
          target={target}
          section={preview}
          locale={locale}
          faults={faults}
          insertion={insertion}
          inline={inline}
        />
      ) : null}
      <DockedPanel
        title={t(locale, 'editor.dialog.title')}
        closeLabel={t(locale, 'editor.dialog.close')}
        resizeLabel={t(locale, 'editor.panel.resize')}
        onCancel={cancel}
        target={target}
        focusOnClose={() => target?.querySelector<HTMLElement>('[data-aula-edit-section]') ?? null}
        testId="aula-section-dialog"
      >
        <PresenceNotice locale={locale} client={client} sectionId={sectionId} />
        {editor.restored ? (
          <p className={styles.note} role="status">
            {text(locale, 'together.restored')}
          </p>
        ) : null}
        {editor.load.kind === 'loading' ? (
          <p role="status">{t(locale, 'editor.dialog.loading')}</p>
        ) : null}
        {editor.load.kind === 'failed' ? (
          <p role="alert">{t(locale, 'editor.dialog.loadFailed')}</p>
        ) : null}
        {draft ? (
          <div className={styles.sideBySide}>
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void editor.save();
              }}
            >
              <ErrorSummary locale={locale} items={editor.summary} />
              {draft.nested > 0 ? (
                <p className={styles.note}>{t(locale, 'editor.dialog.nested')}</p>
              ) : null}
              <SectionColumns
                locale={locale}
                draft={columnsDraft ?? draft}
                generation={columnsState.generation}
                layout={draft.layout}
                editor={editor}
                columns={containerLayouts[(columnsDraft ?? draft).layout].spans.length}
              />
              <div className={styles.actions} id="aula-section-dialog-actions">
                <button
                  type="submit"
                  className={styles.primary}
                  disabled={editor.saving}
                  aria-disabled={editor.saving}
                >
                  {editor.saving
                    ? t(locale, 'editor.dialog.saving')
                    : t(locale, 'editor.dialog.save')}
                </button>
                {/* DESIGN.md 8: drafts and history (libs/editor/src/publishing, history). */}
                <SaveDraftButton
                  locale={locale}
                  client={client}
                  draft={draft}
                  className={styles.button}
                  onSaved={onClose}
                />
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => setHistoryOpen(true)}
                >
                  {t(locale, 'publishing.toolbar.history')}
                </button>
                <button type="button" className={styles.button} onClick={cancel}>
                  {t(locale, 'editor.dialog.cancel')}
                </button>
              </div>
            </form>
            <CounterpartPanel
              locale={locale}
              client={client}
              sectionId={sectionId}
              draft={draft}
              onReplace={editor.replace}
              onCopiedAcross={onTranslationChanged}
            />
          </div>
        ) : null}
        {historyOpen && draft ? (
          <HistoryPanel
            locale={locale}
            client={client}
            sectionId={sectionId}
            version={draft.version}
            onRestored={onSaved}
            onClose={() => setHistoryOpen(false)}
          />
        ) : null}
        {askDiscard || switchTo !== null ? (
          <DiscardDialog
            locale={locale}
            onKeep={() => {
              setAskDiscard(false);
              onStay?.();
            }}
            onDiscard={() => {
              editor.discard();
              if (switchTo !== null && onSwitch) onSwitch(switchTo);
              else onClose();
            }}
          />
        ) : null}
        {editor.conflict && draft ? (
          <ConflictDialog
            locale={locale}
            current={editor.conflict}
            mine={draft}
            base={editor.base}
            onTakeCurrent={editor.takeCurrent}
            onSaveMerged={editor.saveMerged}
            onDismiss={editor.dismissConflict}
          />
        ) : null}
      </DockedPanel>
    </>
  );
}
