import { describe, expect, it } from 'vitest';
import { availableDays } from './available-days';
import { type CalendarDay, formatWireDay, parseWireDay } from './calendar-day';
import { type GridKey, isGridKey, keyTarget } from './calendar-keys';

const available = availableDays([
  '27.01.2026',
  '30.01.2026',
  // February 2026 has no days.
  '02.03.2026',
  '03.03.2026',
  '05.03.2026',
  '12.03.2026',
  '31.03.2026',
  '01.05.2026',
  '28.05.2026',
]);

function day(text: string): CalendarDay {
  const parsed = parseWireDay(text);
  if (parsed === null) throw new Error(`not a day: ${text}`);
  return parsed;
}

const move = (from: string, key: GridKey) => {
  const target = keyTarget(available, day(from), key);
  return target === null ? null : formatWireDay(target);
};

describe('keyTarget', () => {
  it('knows its keys', () => {
    expect(isGridKey('PageDown')).toBe(true);
    expect(isGridKey('Enter')).toBe(false);
  });

  it('moves left and right to the neighbouring available day, across months', () => {
    expect(move('02.03.2026', 'ArrowRight')).toBe('03.03.2026');
    expect(move('03.03.2026', 'ArrowRight')).toBe('05.03.2026');
    expect(move('31.03.2026', 'ArrowRight')).toBe('01.05.2026');
    expect(move('02.03.2026', 'ArrowLeft')).toBe('30.01.2026');
    expect(move('27.01.2026', 'ArrowLeft')).toBeNull();
    expect(move('28.05.2026', 'ArrowRight')).toBeNull();
  });

  it('moves up and down a week, else to the available day nearest to it on that side', () => {
    expect(move('05.03.2026', 'ArrowDown')).toBe('12.03.2026');
    expect(move('12.03.2026', 'ArrowUp')).toBe('05.03.2026');
    // 10.03 has no entries: 12.03 is nearest to it after 03.03 (05.03 is further).
    expect(move('03.03.2026', 'ArrowDown')).toBe('12.03.2026');
    // 24.02 has no entries: 02.03 is nearest to it before 03.03.
    expect(move('03.03.2026', 'ArrowUp')).toBe('02.03.2026');
    expect(move('31.03.2026', 'ArrowDown')).toBe('01.05.2026');
    expect(move('02.03.2026', 'ArrowUp')).toBe('30.01.2026');
    expect(move('27.01.2026', 'ArrowUp')).toBeNull();
  });

  it('goes to the first and last available day of the month with Home and End', () => {
    expect(move('05.03.2026', 'Home')).toBe('02.03.2026');
    expect(move('05.03.2026', 'End')).toBe('31.03.2026');
    expect(move('02.03.2026', 'Home')).toBeNull();
  });

  it('turns to the previous or next month with days with PageUp and PageDown', () => {
    expect(move('31.03.2026', 'PageDown')).toBe('28.05.2026');
    expect(move('02.03.2026', 'PageDown')).toBe('01.05.2026');
    expect(move('05.03.2026', 'PageUp')).toBe('27.01.2026');
    expect(move('12.03.2026', 'PageUp')).toBe('27.01.2026');
    expect(move('31.03.2026', 'PageUp')).toBe('30.01.2026');
    expect(move('30.01.2026', 'PageUp')).toBeNull();
    expect(move('28.05.2026', 'PageDown')).toBeNull();
  });
});
