import { describe, expect, it } from 'vitest';
import { packDays, unpackDays } from './packed-days';

describe('packed calendar days (DESIGN.md 5)', () => {
  it('gives back the same days, oldest first, without repeats or malformed ones', () => {
    const days = [
      '31.12.2026',
      '01.01.2026',
      '15.03.1931',
      '01.01.2026',
      '31.01.2026',
      'gestern',
      '32.01.2026',
      '10.13.2026',
    ];
    expect(unpackDays(packDays(days))).toEqual([
      '15.03.1931',
      '01.01.2026',
      '31.01.2026',
      '31.12.2026',
    ]);
  });

  it('packs 10,000 weekly days into less than an eighth of their list', () => {
    const days = Array.from(
      { length: 10_000 },
      (_, index) => new Date(Date.UTC(1930, 0, 3) + index * 7 * 86_400_000),
    ).map(
      (date) =>
        `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`,
    );
    const packed = packDays(days);
    expect(unpackDays(packed)).toEqual(days);
    expect(packed.length).toBeLessThan(JSON.stringify(days).length / 8);
  });

  it('has nothing for no days and for malformed input', () => {
    expect(packDays([])).toBe('');
    expect(unpackDays('')).toEqual([]);
    expect(unpackDays('zz')).toEqual([]);
    expect(unpackDays('!:1')).toEqual([]);
  });
});
