import { t } from '@aula/i18n/visitor';
import { useEffect, useRef } from 'react';
import { parseWireDay } from './calendar-day';
import { calendarLabels } from './calendar-labels';
import { DateCalendar, type DateCalendarProps } from './DateCalendar';
import styles from './DateCalendar.module.css';

/**
 * spec 2/4: the list's date filter as a button that opens the month calendar on demand, so the
 * calendar does not push the list off the first screen. A native disclosure (`details`): it
 * opens with Enter or Space and without JavaScript too (its days still submit the GET form);
 * Escape closes it and puts the focus back on its button. The button names the chosen day.
 */
export function DateCalendarDisclosure(props: DateCalendarProps) {
  const { locale, value } = props;
  const chosen = value === null ? null : parseWireDay(value);
  const text =
    chosen === null ? t(locale, 'calendar.choose') : calendarLabels(locale).fullDate(chosen);
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = disclosure.current;
    if (!details) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      event.preventDefault();
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    details.addEventListener('keydown', closeOnEscape);
    return () => details.removeEventListener('keydown', closeOnEscape);
  }, []);
  return (
    <details ref={disclosure} className={styles['disclosure']}>
      <summary className={styles['toggle']} data-date-toggle="">
        <span aria-hidden="true" className={styles['toggleIcon']}>
          ▾
        </span>
        {text}
      </summary>
      <div className={styles['panel']}>
        <DateCalendar {...props} />
      </div>
    </details>
  );
}
