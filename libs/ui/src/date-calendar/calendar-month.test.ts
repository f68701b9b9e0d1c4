import { describe, expect, it } from 'vitest';
import { calendarDay, dayOfMonth } from './calendar-day';
import { monthWeeks } from './calendar-month';

const numbers = (weeks: ReturnType<typeof monthWeeks>) =>
  weeks.map((week) => week.map((day) => (day === null ? null : dayOfMonth(day))));

describe('monthWeeks', () => {
  it('lays a month out in weeks from Monday, with empty cells around it', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthWeeks(2026 * 12 + 2);
    expect(weeks).toHaveLength(6);
    expect(numbers(weeks)[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(numbers(weeks)[5]).toEqual([30, 31, null, null, null, null, null]);
    expect(weeks[1]?.[1]).toBe(calendarDay(2026, 3, 3));
  });

  it('needs only four rows for a February from Monday to Sunday', () => {
    // February 2021: 1st a Monday, 28 days.
    const weeks = monthWeeks(2021 * 12 + 1);
    expect(weeks).toHaveLength(4);
    expect(weeks.every((week) => week.length === 7 && week.every((day) => day !== null))).toBe(
      true,
    );
  });
});
