import { Heading } from 'react-aria-components';
import styles from './Dialog.module.css';

/** The title (the dialog's accessible name) and the close button of the editor's dialogs. */
export function DialogHeader({
  title,
  closeLabel,
  onClose,
}: {
  title: string;
  closeLabel: string;
  onClose(): void;
}) {
  return (
    <div className={styles.header}>
      <Heading slot="title" level={2} className={styles.title}>
        {title}
      </Heading>
      <button type="button" className={styles.close} onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}
