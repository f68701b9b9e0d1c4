import type { SearchResult } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { groupByType } from './group-by-type';

const hit = (id: number, type: SearchResult['type']): SearchResult => ({
  id,
  category: 'others',
  type,
  title: `Hit ${id}`,
  teaser: '',
  url: `/de/${id}`,
  date: null,
  image_url: null,
});

describe('groupByType (spec 1: results grouped by type)', () => {
  it('groups in the order of each type’s best hit and keeps the ranked order inside', () => {
    const groups = groupByType([
      hit(1, 'programme'),
      hit(2, 'faculty'),
      hit(3, 'programme'),
      hit(4, 'page'),
      hit(5, 'faculty'),
    ]);
    expect(groups.map((group) => [group.type, group.hits.map((one) => one.id)])).toEqual([
      ['programme', [1, 3]],
      ['faculty', [2, 5]],
      ['page', [4]],
    ]);
  });

  it('gives no group for no hits', () => {
    expect(groupByType([])).toEqual([]);
  });
});
