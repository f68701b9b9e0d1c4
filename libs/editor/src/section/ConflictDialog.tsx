import { blockDefinitions, containerLayouts, type ContainerModule } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useMemo, useState } from 'react';
import { Dialog } from '../dialog/Dialog';
import { text } from '../editor-text';
import { blockSummary } from './block-summary';
import { applyChoices, mergeDrafts } from './merge-drafts';
import { MergeChoices } from './MergeChoices';
import { columnBlocks, draftOf, type SectionDraft } from './section-draft';
import styles from './SectionDialog.module.css';

export interface ConflictDialogProps {
  locale: Locale;
  /** The section as it is saved now (the 409's `current`); null when the server sent none. */
  current: ContainerModule | null;
  /** The editor's own version (kept whatever they choose until they choose). */
  mine: SectionDraft;
  /** The section as this editor started from it (the merge's common base); without it, mine wins where both differ. */
  base?: SectionDraft | null | undefined;
  onTakeCurrent(): void;
  /** Saves the merged version (field by field, with the editor's choices) on top of the current one. */
  onSaveMerged(merged: SectionDraft): void;
  /** Escape or close: back to the section dialog, the editor's version untouched. */
  onDismiss(): void;
}

function Version({ locale, draft, title }: { locale: Locale; draft: SectionDraft; title: string }) {
  return (
    <section className={styles.version} aria-label={title}>
      <h3>{title}</h3>
      <p>{t(locale, `blockFields.option.layout${draft.layout}`)}</p>
      {containerLayouts[draft.layout].spans.map((_, column) => {
        const blocks = columnBlocks(draft, column).filter((block) => !block.removed);
        return (
          <div key={column}>
            <h4>{text(locale, 'editor.dialog.column', { number: column + 1 })}</h4>
            {blocks.length === 0 ? <p>{t(locale, 'editor.conflict.empty')}</p> : null}
            <ol>
              {blocks.map((block) => (
                <li key={block.key}>
                  <strong>{t(locale, blockDefinitions[block.model].label)}</strong>{' '}
                  {blockSummary(block)}
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}

/**
 * DESIGN.md 8: a 409 on save. Fields only one editor changed are merged
 * automatically and listed; where both changed the same field, the editor chooses per field,
 * the saved value beside their own. The saved state and the editor's own are shown side by
 * side. Nothing typed is lost: Escape goes back to the form as it was.
 */
export function ConflictDialog({
  locale,
  current,
  mine,
  base,
  onTakeCurrent,
  onSaveMerged,
  onDismiss,
}: ConflictDialogProps) {
  const theirs = useMemo(() => (current ? draftOf(current) : null), [current]);
  const result = useMemo(
    () => (theirs ? mergeDrafts(base ?? theirs, mine, theirs) : null),
    [base, mine, theirs],
  );
  const [choices, setChoices] = useState<ReadonlyMap<string, 'mine' | 'theirs'>>(new Map());
  return (
    <Dialog
      title={t(locale, 'editor.conflict.title')}
      closeLabel={t(locale, 'editor.dialog.close')}
      onCancel={onDismiss}
      size="wide"
      testId="aula-conflict-dialog"
    >
      <p>{t(locale, 'editor.conflict.text')}</p>
      {result ? (
        <MergeChoices
          locale={locale}
          result={result}
          choices={choices}
          onChoose={(id, side) => setChoices((old) => new Map(old).set(id, side))}
        />
      ) : null}
      <div className={styles.versions}>
        {theirs ? (
          <Version locale={locale} draft={theirs} title={t(locale, 'editor.conflict.current')} />
        ) : null}
        <Version locale={locale} draft={mine} title={t(locale, 'editor.conflict.mine')} />
      </div>
      <div className={styles.actions}>
        {result ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => onSaveMerged(applyChoices(result, choices))}
          >
            {text(locale, 'together.conflict.saveMerged')}
          </button>
        ) : null}
        {current ? (
          <button type="button" className={styles.button} onClick={onTakeCurrent}>
            {t(locale, 'editor.conflict.reload')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
