import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('formatDate', () => {
  it('shows the Berlin calendar day even when the server runs in another zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01.01.2026');
  });

  it('accepts Date objects', () => {
    expect(formatDate(new Date(Date.UTC(2026, 5, 15, 10)))).toBe('15.06.2026');
  });

  it('gives an empty text for values that are not dates', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  for (const zone of ['Europe/Berlin', 'Asia/Tokyo', 'America/New_York']) {
    it(`shows Berlin wall-clock time with the server in ${zone}`, () => {
      process.env.TZ = zone;
      expect(formatDateTime('2026-01-15T17:05:00Z')).toBe('15.01.2026, 18:05');
      expect(formatDateTime('2026-07-15T22:30:00Z')).toBe('16.07.2026, 00:30');
    });
  }

  it('gives an empty text for values that are not dates', () => {
    expect(formatDateTime('')).toBe('');
  });
});
