import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots-rules';

describe('robotsRules', () => {
  it('allows the site, keeps crawlers out of the API pass-through and search results, names the sitemap', () => {
    expect(robotsRules(new URL('http://127.0.0.1:3000'))).toEqual({
      rules: {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/de/api/',
          '/de/pageeditor-api/',
          '/de/search',
          '/en/api/',
          '/en/pageeditor-api/',
          '/en/search',
        ],
      },
      sitemap: 'http://127.0.0.1:3000/sitemap.xml',
    });
  });

  it('names the sitemap absolutely under SITE_URL', () => {
    expect(robotsRules(new URL('https://www.example.org')).sitemap).toBe(
      'https://www.example.org/sitemap.xml',
    );
  });
});
