import { HttpError, NotFoundError, cacheTags, type NavigationItem } from '@aula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeSitemapApi, sitemapRoutes, urlsOf } from '../testing/fake-sitemap-api';
import { navigationPages } from './navigation-pages';

const item = (url: string, children: NavigationItem[] = []): NavigationItem => ({
  menu_name: url,
  headline: url,
  url,
  in_highlight_menu: false,
  children,
});

/** The published pages of the fake backend; `entwurf` exists but is offline. */
const pages: Record<string, { urls: { de: string; en: string }; is_online: boolean }> = {
  hochschule: { urls: urlsOf('/de/hochschule', '/en/university'), is_online: true },
  'hochschule/leitbild': {
    urls: urlsOf('/de/hochschule/leitbild', '/en/university/mission'),
    is_online: true,
  },
  impressum: { urls: urlsOf('/de/impressum', '/en/imprint'), is_online: true },
  entwurf: { urls: urlsOf('/de/entwurf', '/en/draft'), is_online: false },
};

/** The page lookup of the fake backend: a visitor's answer, or 404. */
function lookup(path: string) {
  const page = pages[path];
  return page ? Promise.resolve(page) : Promise.reject(new NotFoundError(path));
}

describe('navigationPages (DESIGN.md 2, 6)', () => {
  it('lists the published content pages of menu and footer once each, with their urls', async () => {
    const log = vi.fn();
    const { api, tags } = fakeSitemapApi({
      pageEditor: {
        nav: () =>
          Promise.resolve({
            menu: [
              item('/de/neuigkeiten'),
              item('/de/hochschule', [
                item('/de/hochschule/leitbild'),
                item('/de/entwurf'),
                item('/de/alte-seite'),
              ]),
              item('https://campus.example/'),
            ],
            footer: [item('/de/impressum'), item('/de/hochschule')],
          }),
        page: (_locale, path) => lookup(path),
      },
    });
    expect(await navigationPages(api, log, sitemapRoutes)).toEqual([
      { de: '/de/hochschule', en: '/en/university' },
      { de: '/de/hochschule/leitbild', en: '/en/university/mission' },
      { de: '/de/impressum', en: '/en/imprint' },
    ]);
    expect(log).not.toHaveBeenCalled();
    expect(tags[0]).toEqual([cacheTags.list('navigation')]);
    expect(tags).toContainEqual([
      cacheTags.list('navigation'),
      cacheTags.pagePath('de', 'hochschule/leitbild'),
    ]);
  });

  it('leaves out a page whose lookup fails, and logs it', async () => {
    const log = vi.fn();
    const { api } = fakeSitemapApi({
      pageEditor: {
        nav: () =>
          Promise.resolve({ menu: [item('/de/hochschule'), item('/de/impressum')], footer: [] }),
        page: (_locale, path) =>
          path === 'impressum' ? Promise.reject(new HttpError(path, 500)) : lookup(path),
      },
    });
    expect(await navigationPages(api, log, sitemapRoutes)).toEqual([
      { de: '/de/hochschule', en: '/en/university' },
    ]);
    expect(log).toHaveBeenCalledOnce();
  });
});
