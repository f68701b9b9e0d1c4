import { describe, expect, it } from 'vitest';
import { personFilterQuery } from './person-filter-query';

describe('personFilterQuery', () => {
  it('keeps only the parts that are set, trimmed', () => {
    expect(personFilterQuery({ category: '11', search: ' bauer ' })).toBe('?category=11&search=bauer');
    expect(personFilterQuery({ category: '', search: '  ' })).toBe('');
    expect(personFilterQuery({ category: '11', search: '' }, 2)).toBe('?category=11&page=2');
  });
});
