import { NotFoundError, type Page } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';

/**
 * DESIGN.md 5: a content-managed page for visitors, cached under `page-{id}` (the tag the
 * content API names after a write to one of its sections). The id is known only from the
 * answer, so a first cached read by path finds it (a path keeps its page), and a second read
 * keyed by that id carries the id's tag. Offline pages are not found for visitors (spec 4, 6).
 */
export const loadContentPage = cache(async (locale: Locale, slug: string): Promise<Page> => {
  const pathTag = cacheTags.pagePath(locale, slug);
  try {
    const { id } = await visitorApi([pathTag]).pageEditor.page(locale, slug);
    const page = await visitorApi([cacheTags.page(id), pathTag], { 'x-aula-page': String(id) }).pageEditor.page(locale, slug);
    if (!page.is_online) notFound();
    return page;
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});
