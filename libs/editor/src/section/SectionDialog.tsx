import { containerLayouts, type ApiClient, type ContainerModule } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useState } from 'react';
import { DockedPanel } from '../dialog/DockedPanel';
import { text } from '../editor-text';
import { PresenceNotice } from '../presence/PresenceNotice';
import { SectionPreview } from '../preview/SectionPreview';
import { CounterpartPanel } from '../translation/CounterpartPanel';
import { HistoryPanel } from '../history/HistoryPanel';
import { SaveDraftButton } from '../publishing/SaveDraftButton';
import { ErrorSummary } from './block-forms';
import { ConflictDialog } from './ConflictDialog';
import { DiscardDialog } from './DiscardDialog';
import { useSectionElement } from './edit-targets';
import { SectionColumns } from './SectionColumns';
import { useSectionEditor } from './use-section-editor';
import { useSectionOnPage } from './use-section-on-page';
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

/**
 * DESIGN.md 8, spec 3/4: a section in the panel docked beside the page (below it on phones): its column layout and,
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
  const target = useSectionElement(sectionId);
  // The section's Edit button as the page has it when asked (SectionControls).
  const editButton = () =>
    document.querySelector<HTMLElement>(`[data-aula-edit-section="${sectionId}"]`);
  const editor = useSectionEditor({
    client,
    locale,
    sectionId,
    onSaved: (section) => {
      // DESIGN.md 8 (save to shown): the focus goes back to the section as the answer arrives,
      // while the page is as it was painted. Moved in the update that closes the panel, it made
      // the browser lay the page out at the panel's width in the middle of that update.
      editButton()?.focus({ preventScroll: true });
      onSaved(section);
    },
  });
  const [askDiscard, setAskDiscard] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const cancel = () => (editor.changed ? setAskDiscard(true) : onClose());
  const { draft } = editor;
  // DESIGN.md 8: the section on the page from the draft, its texts and places to add blocks.
  const page = useSectionOnPage(editor, locale);
  const columnsDraft = page.columns.draft;
  return (
    <>
      {/* Outside the panel: events on the page do not reach the panel's handlers. */}
      {page.preview ? (
        <SectionPreview
          target={target}
          section={page.preview}
          locale={locale}
          faults={page.faults}
          insertion={page.insertion}
          inline={page.inline}
        />
      ) : null}
      <DockedPanel
        title={t(locale, 'editor.dialog.title')}
        closeLabel={t(locale, 'editor.dialog.close')}
        resizeLabels={{
          bottom: t(locale, 'editor.panel.resize'),
          side: t(locale, 'editor.panel.resizeWidth'),
        }}
        onCancel={cancel}
        target={target}
        focusOnClose={editButton}
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
                generation={page.columns.generation}
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
