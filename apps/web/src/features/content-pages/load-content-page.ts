import { NotFoundError, type Page } from '@aula/api-client';
import { markUnstoredRender } from '@aula/host/unstored-renders';
import type { Locale } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { nextDigest } from '@web/content/lost-data';
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
 * Spec 8: a page request that failed (the API unreachable, a 5xx, an answer off the contract)
 * shows the 404 page with status 404. DESIGN.md 5: that render is never stored, so the previous
 * good copy keeps being served and the next request after the API is back renders the page.
 */
function pageRequestFailed(locale: Locale, slug: string, pageId: number | undefined): never {
  markUnstoredRender(`/${locale}/cms/${pageId ?? 0}/${slug}`);
  notFound();
}

/**
 * DESIGN.md 5: a content-managed page for visitors, read once per render (React `cache`) and
 * cached under `page-{id}` (the tag the content API names after a write to one of its
 * sections). The proxy's lookup found the id (`pageId`); without it (or when the path now
 * holds another page) a first read by path finds it. Offline pages are not found for
 * visitors (spec 4, 6); a failed request is not found either, uncached (spec 8).
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
      if (nextDigest(error) !== null) throw error;
      console.error(`[aula] page ${locale}/${slug} failed:`, error);
      pageRequestFailed(locale, slug, pageId);
    }
  },
);
