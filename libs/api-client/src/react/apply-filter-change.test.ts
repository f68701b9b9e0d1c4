import { describe, expect, it } from 'vitest';
import { emptyListFilter } from '../schemas/list-filter';
import { applyFilterChange } from './apply-filter-change';

describe('applyFilterChange (spec 4)', () => {
  it('toggles entries of array values', () => {
    const once = applyFilterChange(emptyListFilter, { category: 'konzert' });
    expect(once.category).toEqual(['konzert']);
    const twice = applyFilterChange(once, { category: ['konzert', 'ausstellung'] });
    expect(twice.category).toEqual(['ausstellung']);
  });

  it('sets boolean values and leaves the rest', () => {
    const next = applyFilterChange({ ...emptyListFilter, date: ['01.02.2026'] }, { is_home: true });
    expect(next).toEqual({ ...emptyListFilter, date: ['01.02.2026'], is_home: true });
    expect(applyFilterChange(next, { is_home: true }).is_home).toBe(true);
  });
});
