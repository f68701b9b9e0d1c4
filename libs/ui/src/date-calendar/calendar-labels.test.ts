import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day';
import { calendarLabels } from './calendar-labels';

describe('calendarLabels', () => {
  it('names months and full dates in German and English', () => {
    const de = calendarLabels('de');
    const en = calendarLabels('en');
    expect(de.month(2026 * 12 + 2)).toBe('März 2026');
    expect(en.month(2026 * 12 + 2)).toBe('March 2026');
    expect(de.fullDate(calendarDay(2026, 3, 3))).toBe('Dienstag, 3. März 2026');
    expect(en.fullDate(calendarDay(2026, 3, 3))).toBe('Tuesday, 3 March 2026');
  });

  it('lists the weekdays from Monday, short and long', () => {
    expect(calendarLabels('de').weekdays.map((weekday) => weekday.long)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(calendarLabels('en').weekdays[0]).toEqual({ short: 'Mon', long: 'Monday' });
    expect(calendarLabels('de').weekdays[6]?.long).toBe('Sonntag');
  });
});
