import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { Dialog } from '../dialog/Dialog';
import styles from './SectionDialog.module.css';

/** Leaving a changed section asks before discarding (spec 3: the form-changed flag). */
export function DiscardDialog({
  locale,
  onKeep,
  onDiscard,
}: {
  locale: Locale;
  onKeep(): void;
  onDiscard(): void;
}) {
  return (
    <Dialog
      title={t(locale, 'editor.discard.title')}
      closeLabel={t(locale, 'editor.dialog.close')}
      onCancel={onKeep}
      testId="aula-discard-dialog"
    >
      <p>{t(locale, 'editor.discard.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onKeep}>
          {t(locale, 'editor.discard.keep')}
        </button>
        <button type="button" className={styles.button} onClick={onDiscard}>
          {t(locale, 'editor.discard.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
