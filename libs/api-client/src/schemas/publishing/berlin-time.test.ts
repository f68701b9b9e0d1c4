import { describe, expect, it } from 'vitest';
import { fromBerlinLocal, toBerlinLocal } from './berlin-time';

describe('Berlin wall-clock times (spec 9: Europe/Berlin)', () => {
  it('reads winter and summer times with their offsets', () => {
    expect(fromBerlinLocal('2026-11-23T14:05')?.toISOString()).toBe('2026-11-23T13:05:00.000Z');
    expect(fromBerlinLocal('2026-07-01T09:30')?.toISOString()).toBe('2026-07-01T07:30:00.000Z');
  });

  it('writes an instant as Berlin wall-clock time whatever the process zone', () => {
    expect(toBerlinLocal(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24T00:30');
    expect(toBerlinLocal(new Date('2026-07-01T07:30:00Z'))).toBe('2026-07-01T09:30');
  });

  it('refuses what is not a time', () => {
    for (const value of [
      '',
      '2026-02-31T10:00',
      '2026-11-23 14:05',
      '2026-11-23T25:00',
      '2026-11-23T14:05:00',
    ])
      expect(fromBerlinLocal(value), value).toBeNull();
  });

  it('takes the earlier of the doubled autumn hour and moves a spring-gap time on', () => {
    expect(fromBerlinLocal('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromBerlinLocal('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
