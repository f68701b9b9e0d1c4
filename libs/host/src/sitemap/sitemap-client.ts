import type { Locale, LocalizedUrls, Navigation, PagedList } from '@aula/api-client';
import type { SitemapPage } from './sitemap-page';

type WithUrls = { urls: LocalizedUrls };

/**
 * The calls of the contract the sitemap makes (`ApiClient` has them all; tests pass fakes).
 * Only existing endpoints: the host must work against any backend that speaks the contract.
 */
export interface SitemapClient {
  news: {
    list(
      locale: Locale,
      query?: { page?: number },
    ): Promise<PagedList<{ id: number; slug: string; date: string }>>;
  };
  events: { list(locale: Locale, query?: { page?: number }): Promise<PagedList<WithUrls>> };
  press: {
    releases(
      locale: Locale,
      query?: { page?: number },
    ): Promise<PagedList<WithUrls & { date: string }>>;
  };
  persons: { list(locale: Locale): Promise<{ results: WithUrls[] }> };
  study: {
    faculties(locale: Locale): Promise<WithUrls[]>;
    programmes(locale: Locale): Promise<(WithUrls & { id: number })[]>;
    programme(locale: Locale, id: number): Promise<{ subjects: WithUrls[] }>;
    applications(locale: Locale): Promise<WithUrls[]>;
  };
  pageEditor: {
    nav(locale: Locale): Promise<Navigation>;
    page(locale: Locale, path: string): Promise<WithUrls & { is_online: boolean }>;
  };
}

/**
 * The client for reads under cache tags (`visitorApi` in the host): each answer is cached and
 * dropped when the content API revalidates one of its tags.
 */
export type SitemapApi = (tags: readonly string[]) => SitemapClient;

/** Where a failing list is reported (the sitemap leaves it out and goes on). */
export type SitemapLog = (message: string, error: unknown) => void;

/**
 * What the sitemap takes from the route table (`@aula/routing` and `@aula/routing/seo` have
 * each; the host passes them, as this package does not depend on the routing).
 */
export interface SitemapRoutes {
  /** The screens without parameters in both languages (`screenPages()`). */
  screens: readonly SitemapPage[];
  /** A news item's path (the news lists carry no `urls`): `href('newsDetail', locale, { slug, id })`. */
  newsPath: (locale: Locale, slug: string, id: number) => string;
  /** The content-page path below `/de/` of a navigation URL, or null for anything else (`contentPagePath`). */
  contentPagePath: (url: string) => string | null;
}
