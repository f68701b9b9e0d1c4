import { type Locale, otherLocale } from '../locales';
import { ogLocale } from './og-locale';

/** What a page says about itself for search engines and link previews. */
export interface PageMetadataInput {
  locale: Locale;
  /** The page's title (the host's layout adds the site name through its title template). */
  title: string;
  /** The site's name in the page's language (`og:site_name`). */
  siteName: string;
  /** The page's own address in each language: canonical in its language, x-default the German one. */
  urls: Record<Locale, string>;
  /** The meta description; left out when empty. */
  description?: string | undefined;
  /** Open Graph's own title, description and image where the page has them. */
  og?: {
    title?: string | undefined;
    description?: string | undefined;
    image?: string | null | undefined;
  };
}

/** The metadata of a page, in the shape of a Next.js `Metadata` object. */
export interface PageMetadata {
  title: string;
  description?: string;
  alternates: { canonical: string; languages: Record<Locale | 'x-default', string> };
  openGraph: {
    title: string;
    description?: string;
    url: string;
    images?: string[];
    siteName: string;
    locale: string;
    alternateLocale: string[];
  };
}

/**
 * spec 2 (language switch, page titles): the metadata of a page: its title, `rel=canonical`,
 * `rel=alternate hreflang` for de, en and x-default, and Open Graph with `og:locale` and
 * `og:locale:alternate`.
 */
export function pageMetadata({
  locale,
  title,
  siteName,
  urls,
  description,
  og = {},
}: PageMetadataInput): PageMetadata {
  const canonical = urls[locale];
  const ogDescription = og.description ?? description;
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical, languages: { de: urls.de, en: urls.en, 'x-default': urls.de } },
    openGraph: {
      title: og.title || title,
      ...(ogDescription ? { description: ogDescription } : {}),
      url: canonical,
      ...(og.image ? { images: [og.image] } : {}),
      siteName,
      locale: ogLocale[locale],
      alternateLocale: [ogLocale[otherLocale(locale)]],
    },
  };
}
