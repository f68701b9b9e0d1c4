import { describe, expect, it } from 'vitest';
import { screenPages } from './screen-pages';

describe('screenPages (spec 2)', () => {
  it('lists every screen without parameters in both languages, not the 404 page or search', () => {
    const pages = screenPages();
    expect(pages).toContainEqual({ de: '/de', en: '/en' });
    expect(pages).toContainEqual({ de: '/de/personen', en: '/en/person' });
    expect(pages).toContainEqual({
      de: '/de/studium/gasthoererschaft',
      en: '/en/study/guest-auditors',
    });
    expect(pages).toContainEqual({ de: '/de/pressemitteilungen', en: '/en/press-releases' });
    expect(pages).toHaveLength(11);
    const paths = pages.map((page) => page.de);
    expect(paths).not.toContain('/de/404');
    expect(paths.filter((path) => path.includes('search') || path.includes('{'))).toEqual([]);
  });
});
