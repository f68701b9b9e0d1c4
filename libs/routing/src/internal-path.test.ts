import { describe, expect, it } from 'vitest';
import { cmsPath } from './internal-path';

describe('internal paths', () => {
  it('keeps the path below the language for the page lookup', () => {
    expect(cmsPath('de', '/de/hochschule/leitbild', 12)).toBe('/de/cms/12/hochschule/leitbild');
    expect(cmsPath('en', '/en')).toBe('/en/cms/0');
    expect(cmsPath('en', '/en/a%20b/c')).toBe('/en/cms/0/a%20b/c');
  });

  it('sends a broken percent-encoding or control characters to the not-found page', () => {
    expect(cmsPath('de', '/de/%zz')).toBeNull();
    expect(cmsPath('en', '/en/ok/%')).toBeNull();
    expect(cmsPath('de', '/de/%00')).toBeNull();
    expect(cmsPath('de', '/de/a%0Ab')).toBeNull();
  });
});
