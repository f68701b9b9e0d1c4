import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-query';

describe('searchQuery', () => {
  it('reads the first value, trimmed and cut to 200 characters', () => {
    expect(searchQuery(' orchester ')).toBe('orchester');
    expect(searchQuery(['a', 'b'])).toBe('a');
    expect(searchQuery(undefined)).toBe('');
    expect(searchQuery('x'.repeat(300))).toHaveLength(200);
  });
});
