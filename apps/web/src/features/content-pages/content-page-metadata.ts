import type { Page } from '@aula/api-client';
import { t } from '@aula/i18n';
import { otherLocale, type Locale } from '@aula/routing';
import type { Metadata } from 'next';
import { ogLocale } from '@web/seo/og-locale';

/**
 * spec 2, 3: the metadata of a content-managed page: its SEO fields, and its own path in each
 * language (`urls`) for `rel=canonical`, `rel=alternate hreflang` and the og locales.
 */
export function contentPageMetadata(
  page: Pick<Page, 'title' | 'urls' | 'meta_title' | 'meta_description' | 'og_title' | 'og_description'> & Partial<Pick<Page, 'og_image'>>,
  locale: Locale,
): Metadata {
  const title = page.meta_title || page.title;
  const canonical = page.urls[locale];
  return {
    title,
    ...(page.meta_description ? { description: page.meta_description } : {}),
    alternates: { canonical, languages: { de: page.urls.de, en: page.urls.en, 'x-default': page.urls.de } },
    openGraph: {
      title: page.og_title || title,
      ...(page.og_description ? { description: page.og_description } : {}),
      url: canonical,
      ...(page.og_image ? { images: [page.og_image] } : {}),
      siteName: t(locale, 'site.name'),
      locale: ogLocale[locale],
      alternateLocale: [ogLocale[otherLocale(locale)]],
    },
  };
}
