import { describe, expect, it } from 'vitest';
import { href } from './href';
import { match } from './match';

describe('href', () => {
  it('builds the localized list paths', () => {
    expect(href('newsList', 'de')).toBe('/de/neuigkeiten');
    expect(href('newsList', 'en')).toBe('/en/news');
  });

  it('encodes detail parameters', () => {
    expect(href('newsDetail', 'de', { slug: 'ein tag', id: 7 })).toBe(
      '/de/neuigkeiten/ein%20tag/7',
    );
  });

  it('translates faculty slugs and stops at a missing optional parameter', () => {
    expect(href('faculty', 'de', { faculty: 'art-and-design' })).toBe(
      '/de/studium/kunst-und-design',
    );
    expect(href('search', 'en')).toBe('/en/search');
    expect(href('search', 'en', { page: 2 })).toBe('/en/search');
    expect(href('search', 'de', { category: 'news', page: 3 })).toBe('/de/search/news/3');
  });

  it('round-trips through match for both languages', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(match(href('newsDetail', locale, { slug: 'open-day', id: 12 }))).toEqual({
        kind: 'screen',
        screen: 'newsDetail',
        locale,
        params: { slug: 'open-day', id: '12' },
      });
    }
  });
});
