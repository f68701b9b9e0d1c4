import { describe, expect, it } from 'vitest';
import { fromIsoDate, listStateQuery, needsCleanUrl, readListState } from './list-state';

describe('readListState (spec 4: filter state in the URL)', () => {
  it('reads categories, dates and the loaded pages', () => {
    expect(
      readListState({ category: ['musik', 'forschung'], date: '30.10.2026', page: '3' }),
    ).toEqual({
      filter: { category: ['musik', 'forschung'], date: ['30.10.2026'] },
      pages: 3,
    });
  });

  it('drops invalid dates and refuses a broken page number', () => {
    expect(readListState({ date: '2026/10/30' }).filter.date).toEqual([]);
    expect(readListState({ page: '0' }).pages).toBeNull();
    expect(readListState({ page: 'x' }).pages).toBeNull();
    expect(readListState({}).pages).toBe(1);
  });
});

describe('listStateQuery', () => {
  it('writes the state back, without a first page', () => {
    expect(listStateQuery({ filter: { category: ['musik'], date: [] }, pages: 2 })).toBe(
      '?category=musik&page=2',
    );
    expect(listStateQuery({ filter: { category: [], date: [] }, pages: 1 })).toBe('');
  });
});

describe('needsCleanUrl', () => {
  it('finds the empty values and input dates a GET form sends', () => {
    expect(needsCleanUrl({ category: 'musik', date: '' })).toBe(true);
    expect(needsCleanUrl({ category: ['musik', ''] })).toBe(true);
    expect(needsCleanUrl({ date: '2026-10-23' })).toBe(true);
    expect(needsCleanUrl({ category: 'musik', date: '23.10.2026' })).toBe(false);
  });
});

describe('date input values', () => {
  it('read an old yyyy-mm-dd link as dd.mm.yyyy', () => {
    expect(fromIsoDate('2026-10-23')).toBe('23.10.2026');
    expect(fromIsoDate('23.10.2026')).toBe('23.10.2026');
    expect(readListState({ date: '2026-10-23' }).filter.date).toEqual(['23.10.2026']);
  });
});
