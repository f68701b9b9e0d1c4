import { HttpError, cacheTags } from '@aula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeSitemapApi, pageOf, sitemapRoutes, urlsOf } from '../testing/fake-sitemap-api';
import { eventPages, newsPages, personPages, pressReleasePages } from './listing-pages';

const news = (language: 'de' | 'en') =>
  Array.from({ length: 14 }, (_, index) => ({
    id: index + 1,
    slug: `${language === 'de' ? 'meldung' : 'story'}-${index + 1}`,
    date: `2026-10-${String(index + 1).padStart(2, '0')}T09:00:00.000Z`,
  }));

describe('newsPages', () => {
  it('lists every page of the German news with the English slug of the same id and the date', async () => {
    const { api, tags } = fakeSitemapApi({
      news: { list: (locale, { page = 1 } = {}) => Promise.resolve(pageOf(news(locale), page)) },
    });
    const pages = await newsPages(api, vi.fn(), sitemapRoutes);
    expect(pages).toHaveLength(14);
    expect(pages[13]).toEqual({
      de: '/de/neuigkeiten/meldung-14/14',
      en: '/en/news/story-14/14',
      lastModified: '2026-10-14T09:00:00.000Z',
    });
    expect(tags).toEqual([[cacheTags.list('news')]]);
  });

  it('lists a news entry missing from the English list without its alternate', async () => {
    const { api } = fakeSitemapApi({
      news: {
        list: (locale, { page = 1 } = {}) =>
          Promise.resolve(pageOf(locale === 'de' ? news('de') : news('en').slice(1), page)),
      },
    });
    const [first] = await newsPages(api, vi.fn(), sitemapRoutes);
    expect(first).toMatchObject({ de: '/de/neuigkeiten/meldung-1/1', en: null });
  });

  it('keeps the German news when the English list fails, and logs it', async () => {
    const log = vi.fn();
    const { api } = fakeSitemapApi({
      news: {
        list: (locale, { page = 1 } = {}) =>
          locale === 'de'
            ? Promise.resolve(pageOf(news('de'), page))
            : Promise.reject(new HttpError('/en/api/news/', 500)),
      },
    });
    const pages = await newsPages(api, log, sitemapRoutes);
    expect(pages.map((page) => page.en)).toEqual(Array.from({ length: 14 }, () => null));
    expect(log).toHaveBeenCalledOnce();
  });

  it('fails when the German list fails (the sitemap leaves the news out)', async () => {
    const { api } = fakeSitemapApi({
      news: { list: () => Promise.reject(new HttpError('/de/api/news/', 502)) },
    });
    await expect(newsPages(api, vi.fn(), sitemapRoutes)).rejects.toBeInstanceOf(HttpError);
  });
});

describe('events, press releases and persons', () => {
  it('use the urls the API gives, press releases dated', async () => {
    const events = Array.from({ length: 13 }, (_, index) => ({
      urls: urlsOf(`/de/veranstaltungen/konzert/${index + 1}`, `/en/events/concert/${index + 1}`),
    }));
    const { api, tags } = fakeSitemapApi({
      events: { list: (_locale, { page = 1 } = {}) => Promise.resolve(pageOf(events, page)) },
      press: {
        releases: (_locale, { page = 1 } = {}) =>
          Promise.resolve(
            pageOf(
              [
                {
                  urls: urlsOf('/de/pressemitteilungen/preis/4', '/en/press-releases/award/4'),
                  date: '2026-09-01T10:00:00.000Z',
                },
              ],
              page,
            ),
          ),
      },
      persons: {
        list: () =>
          Promise.resolve({
            results: [{ urls: urlsOf('/de/personen/anna-bauer/25', '/en/person/anna-bauer/25') }],
          }),
      },
    });
    const listed = await eventPages(api);
    expect(listed).toHaveLength(13);
    expect(listed[12]).toEqual({
      de: '/de/veranstaltungen/konzert/13',
      en: '/en/events/concert/13',
    });
    expect(await pressReleasePages(api)).toEqual([
      {
        de: '/de/pressemitteilungen/preis/4',
        en: '/en/press-releases/award/4',
        lastModified: '2026-09-01T10:00:00.000Z',
      },
    ]);
    expect(await personPages(api)).toEqual([
      { de: '/de/personen/anna-bauer/25', en: '/en/person/anna-bauer/25' },
    ]);
    expect(tags).toEqual([
      [cacheTags.list('event')],
      [cacheTags.list('press-release')],
      [cacheTags.list('person')],
    ]);
  });
});
