import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calendarSchema, formatCalendarDate, parseCalendarDate } from './calendar';

describe('calendar dates (spec 3)', () => {
  it('parses dd.mm.yyyy to the start of the day in Europe/Berlin (winter and summer)', () => {
    expect(parseCalendarDate('24.12.2026')?.toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(parseCalendarDate('01.07.2026')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('rejects other forms and impossible days', () => {
    expect(parseCalendarDate('1.7.2026')).toBeNull();
    expect(parseCalendarDate('31.02.2026')).toBeNull();
    expect(parseCalendarDate('2026-07-01')).toBeNull();
  });

  it('formats a date back to the wire form', () => {
    const date = parseCalendarDate('05.03.2026');
    expect(date && formatCalendarDate(date)).toBe('05.03.2026');
  });

  it('parses a calendar answer to dates and rejects a bad entry', () => {
    const [first] = v.parse(calendarSchema, ['05.03.2026']);
    expect(first).toBeInstanceOf(Date);
    expect(v.safeParse(calendarSchema, ['5.3.2026']).success).toBe(false);
  });
});
