import { describe, expect, it } from 'vitest';
import { isSitePath, localeOfPath, sitePathOr } from './site-path';

describe('site paths', () => {
  it('are paths on this site only', () => {
    expect(sitePathOr('/de/hochschule?v=2')).toBe('/de/hochschule?v=2');
    for (const bad of [
      null,
      undefined,
      '',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ])
      expect(sitePathOr(bad)).toBe('/');
    expect(sitePathOr('//evil.example', '/en')).toBe('/en');
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('de')).toBe(false);
  });

  it('have the language of their first segment, else German', () => {
    expect(localeOfPath('/en/news?x=1')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/de')).toBe('de');
    expect(localeOfPath('/english/x')).toBe('de');
    expect(localeOfPath('/')).toBe('de');
  });
});
