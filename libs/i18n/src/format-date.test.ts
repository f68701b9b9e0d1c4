import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

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
});
