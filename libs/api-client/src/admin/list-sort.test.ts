import { describe, expect, it } from 'vitest';
import { entityDefinitions } from './entity-definitions';
import { listSortKeys, listSortParam, readListSort } from './list-sort';

describe('the sort of an admin list (DESIGN.md 9)', () => {
  it('sorts by every column a list shows', () => {
    for (const definition of Object.values(entityDefinitions))
      for (const column of definition.columns)
        expect(readListSort(definition, `-${column}`)).toEqual({ column, descending: true });
  });

  it('defaults to the first sort key, newest first for a date list', () => {
    expect(readListSort(entityDefinitions.news, undefined)).toEqual({
      column: 'published_at',
      descending: true,
    });
    expect(readListSort(entityDefinitions.person, undefined)).toEqual({
      column: 'last_name',
      descending: false,
    });
  });

  it('refuses a key the list neither shows nor offers, and writes the parameter back', () => {
    expect(readListSort(entityDefinitions.news, 'body')).toBeNull();
    expect(readListSort(entityDefinitions.news, '-')).toBeNull();
    expect(listSortKeys(entityDefinitions.news)).toContain('is_online');
    expect(listSortParam({ column: 'title', descending: true })).toBe('-title');
    expect(listSortParam({ column: 'title', descending: false })).toBe('title');
  });
});
