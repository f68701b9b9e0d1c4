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

/** Visitors get the cached, published page; a session reads it uncached (unpublished pages, `?v=` versions). */
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

/**
 * DESIGN.md 2: a content-managed page (any path below a language that is not a screen; the
 * proxy has already answered stored redirects and unknown paths): its headline and its
 * sections, rendered on the server by `@aula/blocks`.
 */
export default async function ContentManagedPage(props: ContentPageProps) {
  const { locale, page } = await load(props);
  return (
    <>
      <h1>{page.headline || page.title}</h1>
      <Modules modules={page.modules} options={visitorRenderOptions(locale)} />
    </>
  );
}
