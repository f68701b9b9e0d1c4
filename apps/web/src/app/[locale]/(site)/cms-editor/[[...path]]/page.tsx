import { Modules } from '@aula/blocks';
import { isLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentPageMetadata } from '../../../../../content-pages/content-page-metadata';
import { loadContentPage } from '../../../../../content-pages/load-content-page';
import { loadEditorPage, versionId } from '../../../../../content-pages/load-editor-page';
import { visitorRenderOptions } from '../../../../../screens/visitor-render-options';

interface ContentPageProps {
  params: Promise<{ locale: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * spec 4, 6: a request with a session (the proxy sends only those here): the page is read
 * uncached with the session (unpublished pages, `?v=` versions); a session the content API
 * does not know as an editor gets the published page.
 */
async function load({ params, searchParams }: ContentPageProps) {
  const { locale, path = [] } = await params;
  if (!isLocale(locale) || path.length === 0) notFound();
  const slug = path.map(encodeURIComponent).join('/');
  const editorPage = await loadEditorPage(locale, slug, versionId((await searchParams)['v']));
  return { locale, page: editorPage ?? (await loadContentPage(locale, slug)) };
}

export async function generateMetadata(props: ContentPageProps): Promise<Metadata> {
  const { locale, page } = await load(props);
  return contentPageMetadata(page, locale);
}

/** DESIGN.md 2: a content-managed page as an editor sees it; never stored in the visitor cache. */
export default async function EditorContentPage(props: ContentPageProps) {
  const { locale, page } = await load(props);
  return (
    <>
      <h1>{page.headline || page.title}</h1>
      <Modules modules={page.modules} options={visitorRenderOptions(locale)} />
    </>
  );
}
