import type { Metadata } from 'next';
import { type ContentPageParams, ContentPageBody, contentPageSlug } from '@web/content-pages/ContentPageBody';
import { contentPageMetadata } from '@web/content-pages/content-page-metadata';
import { loadContentPage } from '@web/content-pages/load-content-page';
import { loadEditorPage, versionId } from '@web/content-pages/load-editor-page';

interface EditorContentPageProps {
  params: Promise<ContentPageParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * spec 4, 6: a request with a session (the proxy sends only those here): the page is read
 * uncached with the session (unpublished pages, `?v=` versions); a session the content API
 * does not know as an editor gets the published page.
 */
async function load({ params, searchParams }: EditorContentPageProps) {
  const { locale, slug } = contentPageSlug(await params);
  const editorPage = await loadEditorPage(locale, slug, versionId((await searchParams)['v']));
  return { locale, page: editorPage ?? (await loadContentPage(locale, slug)) };
}

export async function generateMetadata(props: EditorContentPageProps): Promise<Metadata> {
  const { locale, page } = await load(props);
  return contentPageMetadata(page, locale);
}

/** DESIGN.md 2: a content-managed page as an editor sees it; never stored in the visitor cache. */
export default async function EditorContentPage(props: EditorContentPageProps) {
  return <ContentPageBody {...await load(props)} />;
}
