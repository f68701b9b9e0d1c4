import { describe, expect, it } from 'vitest';
import {
  adjacentMonth,
  availableDays,
  daysInMonth,
  initialMonth,
  nearestDay,
} from './available-days';
import { calendarDay, formatWireDay } from './calendar-day';

const month = (year: number, number: number) => year * 12 + number - 1;
// Any order, a duplicate and a malformed day, with February 2026 empty.
const available = availableDays([
  '20.03.2026',
  '05.01.2026',
  '10.03.2026',
  '20.03.2026',
  '31.02.2026',
  '15.04.2026',
]);

describe('availableDays', () => {
  it('sorts the valid days once and lists their months', () => {
    expect(available.days.map(formatWireDay)).toEqual([
      '05.01.2026',
      '10.03.2026',
      '20.03.2026',
      '15.04.2026',
    ]);
    expect(available.months).toEqual([month(2026, 1), month(2026, 3), month(2026, 4)]);
    expect(available.has(calendarDay(2026, 3, 10))).toBe(true);
    expect(available.has(calendarDay(2026, 3, 11))).toBe(false);
    expect(daysInMonth(available, month(2026, 3)).map(formatWireDay)).toEqual([
      '10.03.2026',
      '20.03.2026',
    ]);
    expect(daysInMonth(available, month(2026, 2))).toEqual([]);
  });
});

describe('nearestDay', () => {
  it('finds the nearest candidate, a tie going to the later one unless asked otherwise', () => {
    const days = [calendarDay(2026, 3, 1), calendarDay(2026, 3, 5)];
    expect(nearestDay(days, calendarDay(2026, 3, 2))).toBe(days[0]);
    expect(nearestDay(days, calendarDay(2026, 3, 3))).toBe(days[1]);
    expect(nearestDay(days, calendarDay(2026, 3, 3), false)).toBe(days[0]);
    expect(nearestDay([], calendarDay(2026, 3, 3))).toBeNull();
  });
});

describe('initialMonth', () => {
  it("opens on the selected day's month", () => {
    expect(initialMonth(available, calendarDay(2026, 1, 5), calendarDay(2026, 4, 20))).toBe(
      month(2026, 1),
    );
  });

  it('else on the month of the available day nearest to today', () => {
    expect(initialMonth(available, null, calendarDay(2026, 2, 20))).toBe(month(2026, 3));
    expect(initialMonth(available, null, calendarDay(2026, 1, 20))).toBe(month(2026, 1));
    expect(initialMonth(available, null, calendarDay(2030, 1, 1))).toBe(month(2026, 4));
  });

  it("else on today's month", () => {
    expect(initialMonth(availableDays([]), null, calendarDay(2026, 7, 14))).toBe(month(2026, 7));
  });
});

describe('adjacentMonth', () => {
  it('skips the months without days and ends at the first and last', () => {
    expect(adjacentMonth(available, month(2026, 3), -1)).toBe(month(2026, 1));
    expect(adjacentMonth(available, month(2026, 1), 1)).toBe(month(2026, 3));
    expect(adjacentMonth(available, month(2026, 2), 1)).toBe(month(2026, 3));
    expect(adjacentMonth(available, month(2026, 1), -1)).toBeNull();
    expect(adjacentMonth(available, month(2026, 4), 1)).toBeNull();
  });
});
