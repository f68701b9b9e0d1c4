import { sitemapUrl, sitePath } from './sitemap-url';

/** One page of the site for the sitemap: its German path, its English one if known, its date. */
export interface SitemapPage {
  de: string;
  en?: string | null | undefined;
  /** ISO 8601 instant or date the page's content carries (publication), if any. */
  lastModified?: string | undefined;
}

/** One address of the sitemap, in the shape of a Next.js `MetadataRoute.Sitemap` entry. */
export interface SitemapEntry {
  url: string;
  alternates?: { languages: Record<'de' | 'en' | 'x-default', string> };
  lastModified?: string;
}

/**
 * DESIGN.md 6, spec 2: the sitemap entry of a page: its German address with the `hreflang`
 * alternates the page itself links (de, en, x-default = de). Null when the German path is not
 * a path of this site; an English path that is not one is left out of the alternates.
 */
export function sitemapEntry(page: SitemapPage, origin: URL | null): SitemapEntry | null {
  const de = sitePath(page.de);
  if (!de) return null;
  const en = page.en ? sitePath(page.en) : null;
  const url = sitemapUrl(de, origin);
  return {
    url,
    ...(en
      ? { alternates: { languages: { de: url, en: sitemapUrl(en, origin), 'x-default': url } } }
      : {}),
    ...(page.lastModified ? { lastModified: page.lastModified } : {}),
  };
}
