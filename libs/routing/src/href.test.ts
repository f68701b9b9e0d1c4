import { describe, expect, it } from 'vitest';
import { href } from './href';
import { match } from './match';

describe('href', () => {
  it('builds the localized list paths', () => {
    expect(href('newsList', 'de')).toBe('/de/neuigkeiten');
    expect(href('newsList', 'en')).toBe('/en/news');
  });

  it('encodes detail parameters', () => {
    expect(href('newsDetail', 'de', { slug: 'ein tag', id: 7 })).toBe('/de/neuigkeiten/ein%20tag/7');
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

describe('match', () => {
  it('redirects trailing slashes away', () => {
    expect(match('/de/neuigkeiten/')).toEqual({ kind: 'redirect', location: '/de/neuigkeiten', status: 308 });
  });

  it('does not match a path of the other language', () => {
    expect(match('/de/news')).toEqual({ kind: 'none', locale: 'de' });
  });

  it('reports unknown locales as no locale', () => {
    expect(match('/fr/news')).toEqual({ kind: 'none', locale: null });
  });
});
