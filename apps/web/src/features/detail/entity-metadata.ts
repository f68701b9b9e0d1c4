import type { LocalizedUrls } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Metadata } from 'next';
import { contentPageMetadata } from '@web/features/content-pages/content-page-metadata';

interface EntitySeo {
  title: string;
  urls: LocalizedUrls;
  description?: string | undefined;
  image?: string | null | undefined;
}

/**
 * spec 2: the metadata of a detail page (news, event, person, ...): its title for the template,
 * its description and Open Graph fields, and its own path in each language (the entity's `urls`)
 * for canonical and hreflang links.
 */
export function entityMetadata(
  { title, urls, description = '', image = null }: EntitySeo,
  locale: Locale,
): Metadata {
  return contentPageMetadata(
    {
      title,
      urls,
      meta_title: '',
      meta_description: description,
      og_title: '',
      og_description: description,
      og_image: image,
    },
    locale,
  );
}
