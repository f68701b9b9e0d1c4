import { pluralKey } from '@aula/i18n';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdmin } from '../admin-context';
import { namedTitles } from './bulk-messages';
import styles from './list.module.css';

export interface ConfirmBulkDeleteProps {
  /** The titles of the rows that would go. */
  titles: readonly string[];
  isOpen: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** Where the dialog is mounted (inside the admin's layout, which carries its look). */
  container: Element | undefined;
}

/**
 * DESIGN.md 9: the confirmation before a list deletes its selected rows, naming them
 * ("3 Einträge löschen: A, B, C"). A React Aria modal alert dialog: the focus starts on Cancel
 * and stays inside, Escape or Cancel closes it, and the focus returns to the Delete button.
 */
export function ConfirmBulkDelete({
  titles,
  isOpen,
  onCancel,
  onConfirm,
  container,
}: ConfirmBulkDeleteProps) {
  const { text, locale } = useAdmin();
  const title = text(pluralKey(locale, 'admin.bulk.confirmDelete', titles.length), {
    count: titles.length,
    titles: namedTitles(text, titles),
  });
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable
      className={styles.overlay}
      {...(container ? { UNSTABLE_portalContainer: container } : {})}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.dialogTitle}>
            {title}
          </Heading>
          <p>{text('admin.bulk.confirmText')}</p>
          <div className={styles.dialogActions}>
            <Button className={styles.danger} onPress={onConfirm}>
              {text('admin.bulk.delete')}
            </Button>
            {/* WAI-ARIA APG alert dialog: the focus starts on the least destructive action. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the editor, not on load */}
            <Button className={styles.button} onPress={onCancel} autoFocus>
              {text('admin.form.cancel')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
