import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from './calendar-date';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('parseCalendarDate (spec 3: dd.mm.yyyy)', () => {
  for (const zone of ['Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
    it(`gives the start of the Berlin day with the server in ${zone}`, () => {
      process.env.TZ = zone;
      expect(parseCalendarDate('15.01.2026')?.toISOString()).toBe('2026-01-14T23:00:00.000Z');
      expect(parseCalendarDate('15.07.2026')?.toISOString()).toBe('2026-07-14T22:00:00.000Z');
      // The days the clocks change: midnight is still before the switch.
      expect(parseCalendarDate('29.03.2026')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
      expect(parseCalendarDate('25.10.2026')?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    });
  }

  it('rejects what is not a real dd.mm.yyyy date', () => {
    for (const text of [
      '31.02.2026',
      '00.01.2026',
      '15.13.2026',
      '1.2.2026',
      '2026-01-15',
      '15.01.26',
      '',
      'garbage',
    ]) {
      expect(parseCalendarDate(text)).toBeNull();
    }
  });

  it('round-trips with formatCalendarDate in any zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    const day = fc.date({
      min: new Date('1900-01-01T12:00:00Z'),
      max: new Date('2199-12-31T12:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        const text = formatCalendarDate(date);
        expect(text).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
        const parsed = parseCalendarDate(text);
        expect(parsed && formatCalendarDate(parsed)).toBe(text);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (text) => parseCalendarDate(text) === null || parseCalendarDate(text) instanceof Date,
      ),
    );
  });
});
