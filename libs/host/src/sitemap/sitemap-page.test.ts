import { describe, expect, it } from 'vitest';
import { sitemapEntry } from './sitemap-page';

const origin = new URL('https://www.example.org');

describe('sitemapEntry (DESIGN.md 6, spec 2)', () => {
  it('lists the German address with de, en and x-default alternates, as the page links them', () => {
    expect(
      sitemapEntry(
        {
          de: '/de/neuigkeiten/ausstellung/1',
          en: '/en/news/exhibition/1',
          lastModified: '2026-10-30T09:00:00.000Z',
        },
        origin,
      ),
    ).toEqual({
      url: 'https://www.example.org/de/neuigkeiten/ausstellung/1',
      alternates: {
        languages: {
          de: 'https://www.example.org/de/neuigkeiten/ausstellung/1',
          en: 'https://www.example.org/en/news/exhibition/1',
          'x-default': 'https://www.example.org/de/neuigkeiten/ausstellung/1',
        },
      },
      lastModified: '2026-10-30T09:00:00.000Z',
    });
  });

  it('has no alternates without an English path of the site, and no date without one', () => {
    expect(sitemapEntry({ de: '/de/personen' }, null)).toEqual({ url: '/de/personen' });
    expect(sitemapEntry({ de: '/de/personen', en: 'https://elsewhere.example/en' }, null)).toEqual({
      url: '/de/personen',
    });
  });

  it('is nothing for a German address that is no path of this site', () => {
    expect(sitemapEntry({ de: 'https://elsewhere.example/de', en: '/en/x' }, origin)).toBeNull();
  });
});
