import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdmin } from '../admin-context';
import styles from './ChangePage.module.css';

/**
 * DESIGN.md 9: the question before a link leaves a change page with unsaved changes (React
 * Aria's modal: focus held inside, Escape or a click outside keeps editing). "Keep editing", the
 * choice that loses nothing, has the focus first.
 */
export function LeaveDialog({
  isOpen,
  onDiscard,
  onKeepEditing,
}: {
  isOpen: boolean;
  onDiscard(): void;
  onKeepEditing(): void;
}) {
  const { text } = useAdmin();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onKeepEditing();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.dialogTitle}>
            {text('admin.leave.title')}
          </Heading>
          <p>{text('admin.leave.text')}</p>
          <div className={styles.dialogActions}>
            {/* WAI-ARIA alert dialog pattern: the focus starts on the least destructive choice
                (React Aria would put it on the dialog itself). */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button className={styles.keep} onPress={onKeepEditing} autoFocus>
              {text('admin.leave.keep')}
            </Button>
            <Button className={styles.discard} onPress={onDiscard}>
              {text('admin.leave.discard')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
