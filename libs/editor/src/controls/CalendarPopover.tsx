import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { popoverLayer } from '../dialog/popover-layer';
import styles from './controls.module.css';

/**
 * The month grid a date picker opens (conventions 17: React Aria's calendar). Arrow keys move by
 * day and week, Page Up/Down by month, Enter picks, Escape closes and focus returns to the
 * button; the previous/next labels come from React Aria's German and English texts.
 */
export function CalendarPopover() {
  return (
    <Popover className={styles.popover} placement="bottom start" style={popoverLayer}>
      <Dialog className={styles.dialog}>
        <Calendar className={styles.calendar}>
          <header className={styles.calendarHeader}>
            <Button slot="previous" className={styles.iconButton}>
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading className={styles.calendarHeading} />
            <Button slot="next" className={styles.iconButton}>
              <span aria-hidden="true">›</span>
            </Button>
          </header>
          <CalendarGrid className={styles.grid}>
            {(date) => <CalendarCell date={date} className={styles.cell} />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
