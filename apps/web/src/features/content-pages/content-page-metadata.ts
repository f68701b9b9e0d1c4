import type { Page } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { type PageMetadata, pageMetadata } from '@aula/routing/seo';

/** spec 2, 3: the metadata of a content-managed page: its SEO fields and its own path in each language (`urls`). */
export function contentPageMetadata(
  page: Pick<
    Page,
    'title' | 'urls' | 'meta_title' | 'meta_description' | 'og_title' | 'og_description'
  > &
    Partial<Pick<Page, 'og_image'>>,
  locale: Locale,
): PageMetadata {
  const og = { title: page.og_title, description: page.og_description, image: page.og_image };
  return pageMetadata({
    locale,
    title: page.meta_title || page.title,
    siteName: t(locale, 'site.name'),
    urls: page.urls,
    description: page.meta_description,
    og,
  });
}
