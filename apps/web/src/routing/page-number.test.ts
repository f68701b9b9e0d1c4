import { describe, expect, it } from 'vitest';
import { pageNumber } from './page-number';

describe('pageNumber', () => {
  it('defaults to the first page', () => expect(pageNumber(undefined)).toBe(1));
  it('reads positive integers', () => expect(pageNumber('3')).toBe(3));
  it('rejects zero, garbage, repeats and overlong numbers', () => {
    for (const raw of ['0', '-1', 'abc', '1e3', '9999999', ['1', '2']]) expect(pageNumber(raw)).toBeNull();
  });
});
