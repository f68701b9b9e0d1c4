import { CalendarDateTime, parseAbsolute } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { toBerlinDateValue, toBerlinWire } from './berlin-date-value';

const instant = (wire: string) => {
  const value = toBerlinDateValue(wire, 'datetime');
  return value && 'toAbsoluteString' in value ? value.toAbsoluteString() : null;
};

describe('Berlin wall time <-> picker value (spec 1, 9)', () => {
  it('reads a wall time as that moment in Europe/Berlin, winter and summer', () => {
    expect(instant('2026-01-15T20:00')).toBe('2026-01-15T19:00:00.000Z');
    expect(instant('2026-09-17T20:00')).toBe('2026-09-17T18:00:00.000Z');
  });

  it('crosses DST: a skipped spring hour moves on, a doubled autumn hour is the first', () => {
    expect(instant('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(instant('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(toBerlinWire(toBerlinDateValue('2026-03-29T02:30', 'datetime'), 'datetime')).toBe(
      '2026-03-29T03:30',
    );
    expect(instant('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(instant('2026-10-25T03:30')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('gives back the Berlin wall time of a moment picked in another zone', () => {
    const newYork = parseAbsolute('2026-10-25T01:30:00.000Z', 'America/New_York');
    expect(toBerlinWire(newYork, 'datetime')).toBe('2026-10-25T02:30');
    expect(toBerlinWire(new CalendarDateTime(2026, 9, 17, 20, 0), 'datetime')).toBe(
      '2026-09-17T20:00',
    );
  });

  it('keeps a day a day, round trip, and a stored time of day drops for a date field', () => {
    expect(toBerlinWire(toBerlinDateValue('2026-09-17', 'date'), 'date')).toBe('2026-09-17');
    expect(toBerlinWire(toBerlinDateValue('2026-09-17T20:00', 'date'), 'date')).toBe('2026-09-17');
    expect(toBerlinWire(toBerlinDateValue('2026-09-17T20:00', 'datetime'), 'datetime')).toBe(
      '2026-09-17T20:00',
    );
  });

  it('is empty for none and for a value that is no date', () => {
    expect(toBerlinDateValue('', 'date')).toBeNull();
    expect(toBerlinDateValue('  ', 'datetime')).toBeNull();
    expect(toBerlinDateValue('17.09.2026', 'date')).toBeNull();
    expect(toBerlinDateValue('2026-02-30', 'date')).toBeNull();
    expect(toBerlinWire(null, 'datetime')).toBe('');
  });
});
