import type { LocalizedUrls, PagedList } from '@aula/api-client';
import type { SitemapApi, SitemapClient } from '../sitemap-client';

/** One page of `items` as the contract answers it (12 per page, `next` while more follow). */
export function pageOf<T>(items: readonly T[], page: number, size = 12): PagedList<T> {
  const start = (page - 1) * size;
  return {
    count: items.length,
    next: start + size < items.length ? `?page=${page + 1}` : null,
    previous: page > 1 ? `?page=${page - 1}` : null,
    results: items.slice(start, start + size),
  };
}

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
