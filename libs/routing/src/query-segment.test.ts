import { describe, expect, it } from 'vitest';
import { emptyQuerySegment, querySegment, readQuerySegment } from './query-segment';

describe('query segments of the list screens (DESIGN.md 5)', () => {
  it('round-trips the filter, the shown pages and the person search', () => {
    const segment = querySegment(
      'newsList',
      '?category=musik&category=kunst&date=30.10.2026&page=2',
    );
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readQuerySegment(segment)).toEqual({
      category: ['musik', 'kunst'],
      date: '30.10.2026',
      page: '2',
    });
    expect(
      readQuerySegment(querySegment('personList', '?search=M%C3%BCller%20%25&category=3')),
    ).toEqual({ search: 'Müller %', category: '3' });
  });

  it("keeps the persons directory's list type (spec 2), so a shared list URL is a cached page of its own", () => {
    expect(readQuerySegment(querySegment('personList', '?category=3&view=list&page=2'))).toEqual({
      category: '3',
      view: 'list',
      page: '2',
    });
    expect(querySegment('personList', '?view=list')).not.toBe(querySegment('personList', ''));
    // Only the persons directory has list types.
    expect(querySegment('newsList', '?view=list')).toBe(emptyQuerySegment);
  });

  it('keeps only the names a screen reads, so tracking parameters make no new cache entry', () => {
    expect(querySegment('pressReleaseList', '?utm_source=x&_rsc=abc')).toBe(emptyQuerySegment);
    expect(readQuerySegment(querySegment('pressReleaseList', '?page=3&category=x'))).toEqual({
      page: '3',
    });
    expect(querySegment('eventList', '')).toBe(emptyQuerySegment);
  });

  it('reads anything that is not a segment it made as no query', () => {
    expect(readQuerySegment(emptyQuerySegment)).toEqual({});
    expect(readQuerySegment(undefined)).toEqual({});
    expect(readQuerySegment(['a'])).toEqual({});
    expect(readQuerySegment('a%2Fb')).toEqual({});
  });
});
