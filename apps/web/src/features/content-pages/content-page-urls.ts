import { isLocale, type Locale } from '@aula/routing';
import { editorSession } from '@web/features/editing/editor-session';
import { notFound } from 'next/navigation';
import { loadContentPage } from './load-content-page';
import { loadEditorPage } from './load-editor-page';

/** The params of the content page route (`cms/{page id}/{...path}`). */
export interface ContentPageParams {
  locale: string;
  page: string;
  path?: string[];
}

/**
 * The language, the URL-encoded path below it and the page id the proxy found (undefined: not
 * known) of a content page route, or the not-found page.
 */
export function contentPageSlug({ locale, page, path = [] }: ContentPageParams): {
  locale: Locale;
  slug: string;
  pageId: number | undefined;
} {
  if (!isLocale(locale) || path.length === 0 || !/^\d{1,15}$/.test(page)) notFound();
  return {
    locale,
    slug: path.map(encodeURIComponent).join('/'),
    pageId: Number(page) || undefined,
  };
}

/**
 * spec 2: a content page's own address in each language, for the header's language switch.
 * `internal` is the route's path below `cms` (page id, then the path). Read through the same
 * loaders as the page, so the page is read once per render. DESIGN.md 5: apart from the page's
 * rendering, so that the switch (beside every page) does not bring the blocks' islands along.
 */
export async function contentPageUrls(
  locale: Locale,
  internal: readonly string[],
): Promise<Record<Locale, string>> {
  const [page = '', ...path] = internal;
  const { slug, pageId } = contentPageSlug({ locale, page, path });
  const editor = await editorSession(locale);
  const found = editor
    ? await loadEditorPage(editor, locale, slug, undefined)
    : await loadContentPage(locale, slug, pageId);
  return { de: found.urls.de, en: found.urls.en };
}
