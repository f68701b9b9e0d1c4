import { href, querySegment } from '@aula/routing';
import { describe, expect, it, vi } from 'vitest';
import { listLanguageUrls, translateCategories } from './list-language-urls';

const categories = vi.hoisted(() => ({
  de: [
    { id: 2, slug: 'musik', name: 'Musik' },
    { id: 3, slug: 'kunst-und-design', name: 'Kunst und Design' },
  ],
  en: [
    { id: 2, slug: 'music', name: 'Music' },
    { id: 3, slug: 'art-and-design', name: 'Art and design' },
  ],
}));
vi.mock('@web/content/visitor-api', () => ({
  visitorApi: () => {
    const list = { categories: (locale: 'de' | 'en') => Promise.resolve(categories[locale]) };
    return { news: list, events: list };
  },
}));

describe('listLanguageUrls (spec 2/4: the language switch keeps a list its filters)', () => {
  it('gives news categories their slug in the other language, keeping date and pages', async () => {
    const segment = querySegment('newsList', '?category=musik&date=02.10.2026&page=2');
    expect(await listLanguageUrls('de', 'news-list', segment)).toEqual({
      de: '/de/neuigkeiten?category=musik&date=02.10.2026&page=2',
      en: '/en/news?category=music&date=02.10.2026&page=2',
    });
  });

  it('translates event categories from English to German', async () => {
    const segment = querySegment('eventList', '?category=art-and-design&category=music');
    expect(await listLanguageUrls('en', 'event-list', segment)).toEqual({
      de: '/de/veranstaltungen?category=kunst-und-design&category=musik',
      en: '/en/events?category=art-and-design&category=music',
    });
  });

  it("keeps a person list's category id, search and view as they are", async () => {
    const segment = querySegment('personList', '?category=11&search=Lena&view=list');
    const urls = await listLanguageUrls('de', 'person-list', segment);
    expect(urls?.en).toBe(`${href('personList', 'en')}?category=11&search=Lena&view=list`);
  });

  it('answers a list without a query with its plain address, and null for other screens', async () => {
    expect(await listLanguageUrls('en', 'press-release-list', '-')).toEqual({
      de: '/de/pressemitteilungen',
      en: '/en/press-releases',
    });
    expect(await listLanguageUrls('de', 'news-detail', 'x')).toBeNull();
  });
});

describe('translateCategories', () => {
  it('leaves out a slug the other language does not know', () => {
    expect(translateCategories(['musik', 'gibt-es-nicht'], categories.de, categories.en)).toEqual([
      'music',
    ]);
  });
});
