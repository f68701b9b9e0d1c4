import { Checkbox } from 'react-aria-components';
import styles from './list.module.css';

/**
 * A row's (or, in the header, all rows') selection checkbox: React Aria names it ("Auswählen" /
 * "Select" with the row's title, "Alles auswählen" / "Select All") in the admin's language.
 */
export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.box} aria-hidden="true">
          {isIndeterminate ? '–' : isSelected ? '✓' : ''}
        </span>
      )}
    </Checkbox>
  );
}
