import { HttpError, type NavigationItem } from '@aula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { buildSitemap, maxSitemapEntries } from './build-sitemap';
import { fakeSitemapApi, pageOf, sitemapRoutes, urlsOf } from '../testing/fake-sitemap-api';

const origin = new URL('https://www.example.org');
const item = (url: string): NavigationItem => ({
  menu_name: url,
  headline: url,
  url,
  in_highlight_menu: false,
  children: [],
});

describe('buildSitemap (DESIGN.md 6)', () => {
  it('lists screens, entities and navigation pages once each, German first with the English alternate', async () => {
    const { api } = fakeSitemapApi({
      news: {
        list: (locale, { page = 1 } = {}) =>
          Promise.resolve(
            pageOf(
              [
                {
                  id: 1,
                  slug: locale === 'de' ? 'ausstellung' : 'exhibition',
                  date: '2026-10-30T09:00:00.000Z',
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
      pageEditor: {
        // A menu entry to a screen is listed once, as the screen.
        nav: () =>
          Promise.resolve({ menu: [item('/de/personen'), item('/de/hochschule')], footer: [] }),
        page: () =>
          Promise.resolve({ urls: urlsOf('/de/hochschule', '/en/university'), is_online: true }),
      },
    });
    const sitemap = await buildSitemap(api, origin, sitemapRoutes, { log: vi.fn() });
    const urls = sitemap.map((entry) => entry.url);
    expect(urls.slice(0, 2)).toEqual([
      'https://www.example.org/de',
      'https://www.example.org/de/bewerbung',
    ]);
    expect(urls).toContain('https://www.example.org/de/personen/anna-bauer/25');
    expect(urls.filter((url) => url === 'https://www.example.org/de/personen')).toHaveLength(1);
    expect(urls.at(-1)).toBe('https://www.example.org/de/hochschule');
    expect(sitemap).toContainEqual({
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

  it('leaves a failing list out and logs it, never failing itself', async () => {
    const log = vi.fn();
    const { api } = fakeSitemapApi({
      events: { list: () => Promise.reject(new HttpError('/de/api/events/', 500)) },
      persons: {
        list: () =>
          Promise.resolve({ results: [{ urls: urlsOf('/de/personen/a/1', '/en/person/a/1') }] }),
      },
    });
    const urls = (await buildSitemap(api, null, sitemapRoutes, { log })).map((entry) => entry.url);
    expect(urls).toContain('/de/personen/a/1');
    expect(urls).toContain('/de/veranstaltungen');
    expect(log).toHaveBeenCalledWith(
      '[sitemap] the events failed and are left out',
      expect.any(HttpError),
    );
  });

  it('stops at the limit of addresses (the protocol allows 50,000 a file)', async () => {
    expect(maxSitemapEntries).toBe(50_000);
    const many = Array.from({ length: 30 }, (_, index) => ({
      urls: urlsOf(`/de/personen/p/${index + 1}`, `/en/person/p/${index + 1}`),
    }));
    const { api } = fakeSitemapApi({ persons: { list: () => Promise.resolve({ results: many }) } });
    expect(
      await buildSitemap(api, null, sitemapRoutes, { log: vi.fn(), maxEntries: 20 }),
    ).toHaveLength(20);
  });
});
