import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { adjacentMonth, availableDays, daysInMonth, initialMonth } from './available-days';
import {
  berlinDay,
  type CalendarDay,
  type CalendarMonth,
  monthOfDay,
  parseWireDay,
} from './calendar-day';
import { isGridKey, keyTarget } from './calendar-keys';

export interface DateCalendarState {
  month: CalendarMonth;
  selected: CalendarDay | null;
  today: CalendarDay;
  isAvailable(day: CalendarDay): boolean;
  /** The one day button in the tab order (roving tabindex). */
  tabStop: CalendarDay | null;
  previousMonth: CalendarMonth | null;
  nextMonth: CalendarMonth | null;
  showMonth(direction: -1 | 1): void;
  onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: CalendarDay): void;
}

/**
 * spec 2/4: the shown month, the roving focus and the keyboard of the date calendar. The shown
 * month follows a new `value`; arrow keys that leave the month turn the page with the focus.
 */
export function useDateCalendar(
  days: readonly string[],
  value: string | null,
  todayInstant: Date | undefined,
  /** The grid's table, where the focus is moved to the new tab stop. */
  gridRef: RefObject<HTMLTableElement | null>,
): DateCalendarState {
  const available = useMemo(() => availableDays(days), [days]);
  const today = useMemo(() => berlinDay(todayInstant), [todayInstant]);
  const selected = value === null ? null : parseWireDay(value);
  const [month, setMonth] = useState(() => initialMonth(available, selected, today));
  const [focused, setFocused] = useState<CalendarDay | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (selected !== null) setMonth(monthOfDay(selected));
  }

  // Set by a key or a page turn that must move the focus onto the (new) tab stop after rendering.
  const focusTabStop = useRef(false);
  useEffect(() => {
    if (!focusTabStop.current) return;
    focusTabStop.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const inMonth = (day: CalendarDay | null): day is CalendarDay =>
    day !== null && monthOfDay(day) === month && available.has(day);
  const tabStop = inMonth(focused)
    ? focused
    : inMonth(selected)
      ? selected
      : (daysInMonth(available, month)[0] ?? null);

  return {
    month,
    selected,
    today,
    isAvailable: available.has,
    tabStop,
    previousMonth: adjacentMonth(available, month, -1),
    nextMonth: adjacentMonth(available, month, 1),
    showMonth(direction) {
      const target = adjacentMonth(available, month, direction);
      if (target === null) return;
      setMonth(target);
      // The button that turned the page is about to be disabled: keep the focus in the calendar.
      if (adjacentMonth(available, target, direction) === null) focusTabStop.current = true;
    },
    onDayKeyDown(event, day) {
      if (!isGridKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const target = keyTarget(available, day, event.key);
      if (target === null) return;
      setFocused(target);
      setMonth(monthOfDay(target));
      focusTabStop.current = true;
    },
  };
}
