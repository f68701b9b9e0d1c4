import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeRange } from './format-date';

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

describe('formatDateTimeRange (a one-day event shows its date once)', () => {
  for (const zone of ['Europe/Berlin', 'Pacific/Auckland', 'America/Los_Angeles']) {
    it(`shows the date once for an end on the same Berlin day, with the server in ${zone}`, () => {
      process.env.TZ = zone;
      // 19:00 to 21:00 in Berlin (CET, UTC+1): a different calendar day in Auckland.
      expect(formatDateTimeRange('2026-11-23T18:00:00Z', '2026-11-23T20:00:00Z')).toEqual({
        start: '23.11.2026, 19:00',
        end: '21:00',
      });
    });

    it(`shows both dates for an end on another Berlin day, with the server in ${zone}`, () => {
      process.env.TZ = zone;
      // 22:30 UTC is 23:30 in Berlin; 23:30 UTC is already the next day there.
      expect(formatDateTimeRange('2026-11-23T22:00:00Z', '2026-11-23T23:30:00Z')).toEqual({
        start: '23.11.2026, 23:00',
        end: '24.11.2026, 00:30',
      });
    });
  }

  it('gives no end when there is none, or it equals the start, or it is not a date', () => {
    expect(formatDateTimeRange('2026-11-23T18:00:00Z', null)).toEqual({
      start: '23.11.2026, 19:00',
      end: null,
    });
    expect(formatDateTimeRange('2026-11-23T18:00:00Z', '2026-11-23T18:00:00Z')).toEqual({
      start: '23.11.2026, 19:00',
      end: null,
    });
    expect(formatDateTimeRange('2026-11-23T18:00:00Z', 'soon')).toEqual({
      start: '23.11.2026, 19:00',
      end: null,
    });
    expect(formatDateTimeRange('never', '2026-11-23T18:00:00Z')).toEqual({ start: '', end: null });
  });
});
