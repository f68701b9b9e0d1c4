import { blockDefinitions, containerLayouts, type ContainerModule } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { Dialog } from '../dialog/Dialog';
import { text } from '../editor-text';
import { blockSummary } from './block-summary';
import { columnBlocks, draftOf, type SectionDraft } from './section-draft';
import styles from './SectionDialog.module.css';

export interface ConflictDialogProps {
  locale: Locale;
  /** The section as it is saved now (the 409's `current`); null when the server sent none. */
  current: ContainerModule | null;
  /** The editor's own version (kept whatever they choose until they choose). */
  mine: SectionDraft;
  onTakeCurrent(): void;
  onKeepMine(): void;
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
                  <strong>{t(locale, blockDefinitions[block.model].label)}</strong> {blockSummary(block)}
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
 * DESIGN.md 8: a 409 on save. The section as saved now beside the editor's own version; the
 * editor takes the saved one (theirs is dropped only then) or saves theirs on top of it.
 * Escape goes back to the section dialog with the editor's version as it was.
 */
export function ConflictDialog({ locale, current, mine, onTakeCurrent, onKeepMine, onDismiss }: ConflictDialogProps) {
  return (
    <Dialog title={t(locale, 'editor.conflict.title')} closeLabel={t(locale, 'editor.dialog.close')} onCancel={onDismiss} size="wide" testId="aula-conflict-dialog">
      <p>{t(locale, 'editor.conflict.text')}</p>
      <div className={styles.versions}>
        {current ? <Version locale={locale} draft={draftOf(current)} title={t(locale, 'editor.conflict.current')} /> : null}
        <Version locale={locale} draft={mine} title={t(locale, 'editor.conflict.mine')} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onKeepMine}>
          {t(locale, 'editor.conflict.keepMine')}
        </button>
        {current ? (
          <button type="button" className={styles.button} onClick={onTakeCurrent}>
            {t(locale, 'editor.conflict.reload')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
