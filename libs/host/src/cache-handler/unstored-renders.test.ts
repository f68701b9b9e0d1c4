import { describe, expect, it } from 'vitest';
import { isPageEntry, markUnstoredRender, takeUnstoredRender } from './unstored-renders.mjs';

describe('unstored renders (spec 8, DESIGN.md 5)', () => {
  it('finds a marked route path once, whatever its percent-encoding or trailing slash', () => {
    markUnstoredRender('/de/cms/0/%C3%BCber-uns');
    expect(takeUnstoredRender('/de/cms/0/über-uns/')).toBe(true);
    expect(takeUnstoredRender('/de/cms/0/über-uns')).toBe(false);
  });

  it("finds the route path in Next.js's page cache key", () => {
    markUnstoredRender('/en/cms/8/continuing-education');
    const key = '/route-cache/APP_PAGE/bddc6e75/$/en/cms/8/continuing-education';
    expect(takeUnstoredRender(key)).toBe(true);
  });

  it('forgets a mark older than a render takes', () => {
    markUnstoredRender('/en/cms/3/about', 1_000);
    expect(takeUnstoredRender('/en/cms/3/about', 1_000 + 61_000)).toBe(false);
  });

  it('leaves other paths alone', () => {
    markUnstoredRender('/en/cms/3/about');
    expect(takeUnstoredRender('/en/cms/3/contact')).toBe(false);
    expect(takeUnstoredRender('/en/cms/3/about')).toBe(true);
  });

  it('tells a rendered page from a fetch answer', () => {
    expect(isPageEntry({ kind: 'APP_PAGE' })).toBe(true);
    expect(isPageEntry({ kind: 'FETCH' })).toBe(false);
    expect(isPageEntry(null)).toBe(false);
  });
});
