import { describe, expect, it } from 'vitest';
import {
  emptyListFilter,
  listFilterFromSearchParams,
  listFilterToSearchParams,
} from './list-filter';

describe('list filter (spec 3/7)', () => {
  it('round-trips through query parameters', () => {
    const filter = {
      category: ['konzert', 'ausstellung'],
      date: ['01.02.2026'],
      faculty: 2,
      is_home: true,
      is_highlight: false,
    };
    const params = listFilterToSearchParams(filter);
    expect(params.toString()).toBe(
      'category=konzert&category=ausstellung&date=01.02.2026&faculty=2&is_home=true',
    );
    expect(listFilterFromSearchParams(params)).toEqual(filter);
  });

  it('drops invalid values on the server side', () => {
    expect(
      listFilterFromSearchParams(new URLSearchParams('date=2026-02-01&faculty=x&is_home=1')),
    ).toEqual(emptyListFilter);
    // Category slugs only: no control characters or markup reach the API.
    expect(
      listFilterFromSearchParams(
        new URLSearchParams(
          'category=%00&category=%3Cb%3E&category=&category=kunst-und-design&category=m%C3%BCsik',
        ),
      ).category,
    ).toEqual(['kunst-und-design', 'müsik']);
  });
});
