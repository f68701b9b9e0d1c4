import { eventPages, newsPages, personPages, pressReleasePages } from './listing-pages';
import { navigationPages } from './navigation-pages';
import type { SitemapApi, SitemapLog, SitemapRoutes } from './sitemap-client';
import { type SitemapEntry, sitemapEntry, type SitemapPage } from './sitemap-page';
import { applicationPages, facultyPages, programmePages } from './study-pages';

/** The sitemap protocol's limit of addresses per file. */
export const maxSitemapEntries = 50_000;

/** The sources of the sitemap, in the order they are listed; each a list of the contract. */
const sources: Record<
  string,
  (api: SitemapApi, log: SitemapLog, routes: SitemapRoutes) => Promise<SitemapPage[]>
> = {
  faculties: facultyPages,
  'study programmes': programmePages,
  'application pages': applicationPages,
  news: newsPages,
  events: eventPages,
  persons: personPages,
  'press releases': pressReleasePages,
  'navigation pages': navigationPages,
};

/**
 * DESIGN.md 6, spec 2: the sitemap: one entry per page in German with its English alternate
 * (hreflang, as the pages link themselves): the screens without parameters, faculties, study
 * programmes and subjects, application pages, news, events, persons, press releases and the
 * content-managed pages of the navigation. Only what the API gives visitors is listed, so
 * nothing unpublished. A failing list is logged and left out, never a failed sitemap.
 */
export async function buildSitemap(
  api: SitemapApi,
  origin: URL | null,
  routes: SitemapRoutes,
  {
    log = console.error,
    maxEntries = maxSitemapEntries,
  }: { log?: SitemapLog; maxEntries?: number } = {},
): Promise<SitemapEntry[]> {
  const lists = await Promise.all(
    Object.entries(sources).map(([what, load]) =>
      load(api, log, routes).catch((error: unknown) => {
        log(`[sitemap] the ${what} failed and are left out`, error);
        return [];
      }),
    ),
  );
  const entries = new Map<string, SitemapEntry>();
  for (const page of [routes.screens, ...lists].flat()) {
    const entry = sitemapEntry(page, origin);
    if (entry && !entries.has(entry.url)) entries.set(entry.url, entry);
    if (entries.size >= maxEntries) break;
  }
  return [...entries.values()];
}
