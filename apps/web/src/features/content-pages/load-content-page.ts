import { NotFoundError, type Page } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { notFound } from 'next/navigation';
import { cache } from 'react';

/** One cached read of the page at `slug`, under its path's tag and, when known, its id's. */
function readPage(locale: Locale, slug: string, id: number | undefined): Promise<Page> {
  const pathTag = cacheTags.pagePath(locale, slug);
  if (id === undefined) return visitorApi([pathTag]).pageEditor.page(locale, slug);
  return visitorApi([cacheTags.page(id), pathTag], { 'x-aula-page': String(id) }).pageEditor.page(
    locale,
    slug,
  );
}

/**
 * DESIGN.md 5: a content-managed page for visitors, read once per render (React `cache`) and
 * cached under `page-{id}` (the tag the content API names after a write to one of its
 * sections). The proxy's lookup found the id (`pageId`); without it (or when the path now
 * holds another page) a first read by path finds it. Offline pages are not found for
 * visitors (spec 4, 6).
 */
export const loadContentPage = cache(
  async (locale: Locale, slug: string, pageId?: number): Promise<Page> => {
    try {
      let page = await readPage(locale, slug, pageId);
      if (page.id !== pageId) page = await readPage(locale, slug, page.id);
      if (!page.is_online) notFound();
      return page;
    } catch (error) {
      if (error instanceof NotFoundError) notFound();
      throw error;
    }
  },
);
