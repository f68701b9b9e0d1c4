import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import styles from './AddToCalendar.module.css';
import { type CalendarEvent, calendarHref } from './calendar-file';

export interface AddToCalendarProps {
  event: CalendarEvent;
  locale: Locale;
  /** The downloaded file's name, without `.ics`. */
  fileName: string;
}

/** "Add to calendar" on an event page: downloads the event's iCalendar file. */
export function AddToCalendar({ event, locale, fileName }: AddToCalendarProps) {
  return (
    <a
      className={styles['button']}
      href={calendarHref(event)}
      download={`${fileName}.ics`}
      type="text/calendar"
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <rect
          x="2.5"
          y="4"
          width="15"
          height="13"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <path
          d="M2.5 8h15M6.5 2v4M13.5 2v4M10 10.5v4M8 12.5h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      {t(locale, 'blocks.calendar.add')}
    </a>
  );
}
