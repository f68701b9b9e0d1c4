import type { RefObject } from 'react';
import { type CalendarDay, dayOfMonth, formatWireDay } from './calendar-day';
import type { CalendarLabels } from './calendar-labels';
import { monthWeeks } from './calendar-month';
import styles from './DateCalendar.module.css';
import type { DateCalendarState } from './use-date-calendar';

interface CalendarGridProps {
  gridRef: RefObject<HTMLTableElement | null>;
  calendar: DateCalendarState;
  labels: CalendarLabels;
  name: string;
  /** The month title that names the grid. */
  titleId: string;
  hintId: string;
  onSelect: ((day: string) => void) | undefined;
}

/** The month table of the date calendar: weekday columns from Monday, a submit button per available day. */
export function CalendarGrid({
  gridRef,
  calendar,
  labels,
  name,
  titleId,
  hintId,
  onSelect,
}: CalendarGridProps) {
  const cell = (day: CalendarDay) => {
    const isToday = day === calendar.today ? 'date' : undefined;
    if (!calendar.isAvailable(day)) {
      return (
        <span className={styles['unavailable']} aria-current={isToday}>
          {dayOfMonth(day)}
        </span>
      );
    }
    const wireDay = formatWireDay(day);
    return (
      <button
        type="submit"
        name={name}
        value={wireDay}
        className={styles['day']}
        tabIndex={day === calendar.tabStop ? 0 : -1}
        aria-label={labels.fullDate(day)}
        aria-pressed={day === calendar.selected}
        aria-current={isToday}
        onClick={() => onSelect?.(wireDay)}
        onKeyDown={(event) => calendar.onDayKeyDown(event, day)}
      >
        {dayOfMonth(day)}
      </button>
    );
  };

  return (
    <table
      role="grid"
      ref={gridRef}
      className={styles['grid']}
      aria-labelledby={titleId}
      aria-describedby={hintId}
    >
      <thead>
        <tr>
          {labels.weekdays.map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long} className={styles['weekday']}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(calendar.month).map((week, row) => (
          <tr key={`${calendar.month}-${row}`}>
            {week.map((day, column) => (
              <td key={day ?? `empty-${column}`} className={styles['cell']}>
                {day !== null && cell(day)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
