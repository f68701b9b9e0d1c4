import type { SitemapApi, SitemapClient, SitemapRoutes } from '../sitemap/sitemap-client';
import type { LocalizedUrls } from '@aula/api-client';
import { pageOf } from './paged-fixtures';

export { pageOf };

/** `urls` of an entity whose paths are given per language. */
export const urlsOf = (de: string, en: string): LocalizedUrls => ({ de, en });

type Overrides = { [K in keyof SitemapClient]?: Partial<SitemapClient[K]> };

const empty: SitemapClient = {
  news: { list: (_locale, { page = 1 } = {}) => Promise.resolve(pageOf([], page)) },
  events: { list: (_locale, { page = 1 } = {}) => Promise.resolve(pageOf([], page)) },
  press: { releases: (_locale, { page = 1 } = {}) => Promise.resolve(pageOf([], page)) },
  persons: { list: () => Promise.resolve({ results: [] }) },
  study: {
    faculties: () => Promise.resolve([]),
    programmes: () => Promise.resolve([]),
    programme: () => Promise.resolve({ subjects: [] }),
    applications: () => Promise.resolve([]),
  },
  pageEditor: {
    nav: () => Promise.resolve({ menu: [], footer: [] }),
    page: (_locale, path) => Promise.reject(new Error(`no page ${path}`)),
  },
};

/**
 * A stub of the sitemap's client for tests: empty answers unless `overrides` give some, and
 * the cache tags of every client it handed out, in order.
 */
export function fakeSitemapApi(overrides: Overrides = {}): { api: SitemapApi; tags: string[][] } {
  const tags: string[][] = [];
  const client: SitemapClient = {
    news: { ...empty.news, ...overrides.news },
    events: { ...empty.events, ...overrides.events },
    press: { ...empty.press, ...overrides.press },
    persons: { ...empty.persons, ...overrides.persons },
    study: { ...empty.study, ...overrides.study },
    pageEditor: { ...empty.pageEditor, ...overrides.pageEditor },
  };
  return {
    tags,
    api: (given) => {
      tags.push([...given]);
      return client;
    },
  };
}

const screenPaths = ['/de/personen', '/de/veranstaltungen', '/de/neuigkeiten'];

/**
 * The route table's part of the sitemap as `@aula/routing` answers it for the demo site,
 * reduced to what the tests need (this package does not depend on the routing).
 */
export const sitemapRoutes: SitemapRoutes = {
  screens: [
    { de: '/de', en: '/en' },
    { de: '/de/bewerbung', en: '/en/application' },
    { de: '/de/personen', en: '/en/person' },
    { de: '/de/veranstaltungen', en: '/en/events' },
  ],
  newsPath: (locale, slug, id) =>
    `/${locale}/${locale === 'de' ? 'neuigkeiten' : 'news'}/${slug}/${id}`,
  contentPagePath: (url) => {
    const path = url.split(/[?#]/)[0] ?? '';
    return path.startsWith('/de/') && !screenPaths.includes(path)
      ? path.slice('/de/'.length)
      : null;
  },
};
