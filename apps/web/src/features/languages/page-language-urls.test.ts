import { describe, expect, it, vi } from 'vitest';
import { pageLanguageUrls } from './page-language-urls';

const newsUrls = vi.hoisted(() => vi.fn());
vi.mock('@web/features/detail/detail-sources', () => {
  const other = { languageUrls: vi.fn() };
  return {
    newsSource: { languageUrls: newsUrls },
    eventSource: other,
    personSource: other,
    pressReleaseSource: other,
    applicationSource: other,
    programmeSource: other,
    subjectSource: other,
  };
});
vi.mock('@web/features/content-pages/content-page-urls', () => ({
  contentPageUrls: (locale: string, path: string[]) =>
    path.join('/') === 'hochschule'
      ? Promise.resolve({ de: '/de/hochschule', en: '/en/university' })
      : Promise.reject(new Error('502')),
}));

const noQuery = Promise.resolve({});

describe('pageLanguageUrls (spec 2: language switch)', () => {
  it("uses an entity's own slug in each language, from the detail route's params", async () => {
    newsUrls.mockResolvedValue({
      de: '/de/neuigkeiten/tag-der-offenen-tuer/1',
      en: '/en/news/open-day/1',
      'x-default': '/de',
    });
    expect(
      await pageLanguageUrls('de', ['news-detail', 'tag-der-offenen-tuer', '1'], noQuery),
    ).toEqual({
      de: '/de/neuigkeiten/tag-der-offenen-tuer/1',
      en: '/en/news/open-day/1',
    });
    expect(newsUrls).toHaveBeenCalledWith({ locale: 'de', slug: 'tag-der-offenen-tuer', id: '1' });
  });

  it("uses a content page's urls, and falls back to the route table when the page cannot be read", async () => {
    expect(await pageLanguageUrls('de', ['cms', 'hochschule'], noQuery)).toEqual({
      de: '/de/hochschule',
      en: '/en/university',
    });
    expect(await pageLanguageUrls('de', ['cms', 'kaputt'], noQuery)).toBeNull();
  });

  it('keeps the search query and category', async () => {
    expect(
      await pageLanguageUrls('de', ['search'], Promise.resolve({ q: 'Jazz & Klassik' })),
    ).toEqual({
      de: '/de/search?q=Jazz%20%26%20Klassik',
      en: '/en/search?q=Jazz%20%26%20Klassik',
    });
    expect(
      await pageLanguageUrls('en', ['search', 'news'], Promise.resolve({ q: ['concert', 'x'] })),
    ).toEqual({ de: '/de/search/news?q=concert', en: '/en/search/news?q=concert' });
    expect(await pageLanguageUrls('en', ['search'], noQuery)).toEqual({
      de: '/de/search',
      en: '/en/search',
    });
  });

  it('leaves screens of the route table to the address', async () => {
    expect(await pageLanguageUrls('de', ['home'], noQuery)).toBeNull();
  });
});
