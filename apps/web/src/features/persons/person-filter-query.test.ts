import { describe, expect, it } from 'vitest';
import { personFilterQuery } from './person-filter-query';

describe('personFilterQuery', () => {
  it('keeps only the parts that are set, trimmed', () => {
    expect(personFilterQuery({ category: '11', search: ' bauer ' })).toBe(
      '?category=11&search=bauer',
    );
    expect(personFilterQuery({ category: '', search: '  ' })).toBe('');
    expect(personFilterQuery({ category: '11', search: '' }, 2)).toBe('?category=11&page=2');
  });

  it('keeps the list type, leaving out the default grid (spec 2)', () => {
    expect(personFilterQuery({ category: '11', search: 'bauer' }, 1, 'list')).toBe(
      '?category=11&search=bauer&view=list',
    );
    expect(personFilterQuery({ category: '', search: '' }, 3, 'list')).toBe('?view=list&page=3');
    expect(personFilterQuery({ category: '', search: '' }, 1, 'list')).toBe('?view=list');
    expect(personFilterQuery({ category: '11', search: '' }, 1, 'grid')).toBe('?category=11');
  });
});
