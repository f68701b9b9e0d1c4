import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { useId, useRef, useSyncExternalStore } from 'react';
import { CalendarGrid } from './CalendarGrid';
import { calendarLabels } from './calendar-labels';
import styles from './DateCalendar.module.css';
import { useDateCalendar } from './use-date-calendar';

export interface DateCalendarProps {
  locale: Locale;
  /** The calendar's days, the days that have entries (`dd.mm.yyyy`, any order): only these can be chosen. */
  days: readonly string[];
  /** The selected day (`dd.mm.yyyy`), or null. */
  value: string | null;
  /** The form field the chosen day is submitted as (`name=dd.mm.yyyy`). */
  name: string;
  /** The visible legend of the calendar, e.g. "Datum". */
  label: string;
  /** Today (defaults to now; read in Europe/Berlin): without a value, the calendar opens at the available day nearest to it. */
  today?: Date;
  /**
   * Called with the chosen day (`dd.mm.yyyy`) when a day is clicked. The click still submits
   * the enclosing form: to filter without a page load, handle the form's submit event (its
   * `submitter` is the day button, so `new FormData(form, submitter)` holds the day).
   */
  onSelect?: (day: string) => void;
}

const noSubscription = () => () => undefined;

/**
 * spec 2/4: the date filter of the news and event lists, a month calendar in which only the
 * calendar's days (the days with entries) can be chosen; an APG date grid.
 *
 * Works without JavaScript inside a GET form: every available day is a submit button
 * `name=dd.mm.yyyy`, so choosing a day submits the filter. The month buttons need JavaScript:
 * they stay disabled until hydration and jump to the previous/next month that has days.
 * Put the form's own submit button before the calendar if the form has text fields, or
 * pressing Enter in them would submit the first day (implicit submission uses the first
 * submit button).
 */
export function DateCalendar({
  locale,
  days,
  value,
  name,
  label,
  today,
  onSelect,
}: DateCalendarProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const calendar = useDateCalendar(days, value, today, gridRef);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const labels = calendarLabels(locale);
  const titleId = useId();
  const hintId = useId();
  const monthTitle = labels.month(calendar.month);
  const navButton = (direction: -1 | 1) => {
    const target = direction < 0 ? calendar.previousMonth : calendar.nextMonth;
    const text = t(locale, direction < 0 ? 'calendar.previousMonth' : 'calendar.nextMonth');
    return (
      <button
        type="button"
        className={styles['nav']}
        aria-label={target === null ? text : `${text}: ${labels.month(target)}`}
        disabled={!hydrated || target === null}
        onClick={() => calendar.showMonth(direction)}
      >
        <span aria-hidden="true">{direction < 0 ? '‹' : '›'}</span>
      </button>
    );
  };

  return (
    <fieldset className={styles['calendar']}>
      <legend className={styles['legend']}>{label}</legend>
      <p id={hintId} className={styles['hint']}>
        {t(locale, 'calendar.hint')}
      </p>
      <div className={styles['header']}>
        {navButton(-1)}
        <div id={titleId} className={styles['title']} aria-live="polite">
          {monthTitle}
        </div>
        {navButton(1)}
      </div>
      <CalendarGrid
        gridRef={gridRef}
        calendar={calendar}
        labels={labels}
        name={name}
        titleId={titleId}
        hintId={hintId}
        onSelect={onSelect}
      />
    </fieldset>
  );
}
