import { NotFoundError } from '@aula/api-client';
import { isLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentPageMetadata } from '../../../../../content-pages/content-page-metadata';
import { contentApi } from '../../../../../content/content-api';

interface ContentPageProps {
  params: Promise<{ locale: string; path?: string[] }>;
}

/** One request per render for the metadata and the page (React's per-request cache). */
const loadPage = cache(async (locale: string, segments: readonly string[]) => {
  if (!isLocale(locale) || segments.length === 0) notFound();
  const slug = segments.map(encodeURIComponent).join('/');
  const page = await contentApi()
    .pageEditor.page(locale, slug)
    .catch((error: unknown) => {
      if (error instanceof NotFoundError) notFound();
      throw error;
    });
  // spec 4, 6: an offline page is not found for visitors.
  if (!page.is_online) notFound();
  return { locale, page };
});

async function load(params: ContentPageProps['params']) {
  const { locale, path = [] } = await params;
  return loadPage(locale, path);
}

export async function generateMetadata({ params }: ContentPageProps): Promise<Metadata> {
  const { locale, page } = await load(params);
  return contentPageMetadata(page, locale);
}

/**
 * DESIGN.md 2: a content-managed page (any path below a language that is not a screen; the
 * proxy has already answered stored redirects and unknown paths). Title and headline for now;
 * the sections come with the blocks.
 */
export default async function ContentManagedPage({ params }: ContentPageProps) {
  const { page } = await load(params);
  return <h1>{page.headline || page.title}</h1>;
}
