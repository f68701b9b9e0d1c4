import { describe, expect, it } from 'vitest';
import {
  berlinDay,
  calendarDay,
  dayOfMonth,
  firstDayOfMonth,
  formatWireDay,
  monthLength,
  monthOfDay,
  parseWireDay,
  weekdayOf,
} from './calendar-day';

describe('calendar days', () => {
  it('reads and writes the wire format dd.mm.yyyy', () => {
    const day = parseWireDay('03.03.2026');
    expect(day).toBe(calendarDay(2026, 3, 3));
    expect(formatWireDay(calendarDay(2026, 3, 3))).toBe('03.03.2026');
    expect(formatWireDay(calendarDay(2024, 12, 31))).toBe('31.12.2024');
  });

  it('rejects what is not a real day in that form', () => {
    for (const text of ['31.02.2026', '1.2.2026', '2026-03-03', '', 'heute', '32.01.2026'])
      expect(parseWireDay(text)).toBeNull();
  });

  it('knows months, their lengths and weekdays (Monday = 0)', () => {
    const day = calendarDay(2026, 3, 3);
    expect(monthOfDay(day)).toBe(2026 * 12 + 2);
    expect(firstDayOfMonth(2026 * 12 + 2)).toBe(calendarDay(2026, 3, 1));
    expect(monthLength(2024 * 12 + 1)).toBe(29);
    expect(monthLength(2026 * 12 + 1)).toBe(28);
    expect(monthLength(2026 * 12 + 11)).toBe(31);
    expect(dayOfMonth(day)).toBe(3);
    expect(weekdayOf(day)).toBe(1); // a Tuesday
    expect(weekdayOf(calendarDay(2026, 3, 1))).toBe(6); // a Sunday
    expect(weekdayOf(calendarDay(1969, 12, 29))).toBe(0); // a Monday before the epoch
  });

  it("reads today in Europe/Berlin, not in the machine's zone", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin (UTC+1), and 22:30 UTC on 30 June is 1 July (UTC+2).
    expect(formatWireDay(berlinDay(new Date('2025-12-31T23:30:00Z')))).toBe('01.01.2026');
    expect(formatWireDay(berlinDay(new Date('2026-06-30T22:30:00Z')))).toBe('01.07.2026');
    expect(formatWireDay(berlinDay(new Date('2026-06-30T21:30:00Z')))).toBe('30.06.2026');
  });

  it('takes an invalid today as now', () => {
    expect(berlinDay(new Date(Number.NaN))).toBe(berlinDay(new Date()));
  });
});
