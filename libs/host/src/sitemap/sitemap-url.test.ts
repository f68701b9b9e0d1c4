import { describe, expect, it } from 'vitest';
import { sitemapUrl, sitePath } from './sitemap-url';

describe('sitePath', () => {
  it('keeps paths of the site, percent-encoding what the sitemap protocol wants encoded', () => {
    expect(sitePath('/de/neuigkeiten/tag-der-offenen-tuer/12')).toBe(
      '/de/neuigkeiten/tag-der-offenen-tuer/12',
    );
    expect(sitePath('/de/hochschule/über uns')).toBe('/de/hochschule/%C3%BCber%20uns');
    expect(sitePath('/de/personen/m%C3%BCller/3')).toBe('/de/personen/m%C3%BCller/3');
    expect(sitePath('/de/a?b=1&c=2#part')).toBe('/de/a?b=1&c=2');
  });

  it('refuses what is no path of this site', () => {
    for (const value of [
      '',
      'de/neuigkeiten',
      'https://example.org/de',
      '//example.org/de',
      '/\\example.org',
      'javascript:alert(1)',
    ]) {
      expect(sitePath(value), value).toBeNull();
    }
  });
});

describe('sitemapUrl', () => {
  it('is relative without SITE_URL, like the canonical links, and absolute with it', () => {
    expect(sitemapUrl('/de/personen', null)).toBe('/de/personen');
    expect(sitemapUrl('/de/personen', new URL('https://www.example.org'))).toBe(
      'https://www.example.org/de/personen',
    );
    expect(sitemapUrl('/de', new URL('https://www.example.org/'))).toBe(
      'https://www.example.org/de',
    );
  });

  it('escapes XML entities (Next.js writes the value verbatim)', () => {
    expect(sitemapUrl("/de/a?b=1&c='2'", null)).toBe('/de/a?b=1&amp;c=&apos;2&apos;');
    expect(sitemapUrl('/de/<x>"', null)).toBe('/de/&lt;x&gt;&quot;');
  });
});
