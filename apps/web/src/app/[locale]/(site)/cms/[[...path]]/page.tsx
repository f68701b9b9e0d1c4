import { Modules } from '@aula/blocks';
import { isLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentPageMetadata } from '../../../../../content-pages/content-page-metadata';
import { loadContentPage } from '../../../../../content-pages/load-content-page';
import { visitorRenderOptions } from '../../../../../screens/visitor-render-options';

interface ContentPageProps {
  params: Promise<{ locale: string; path?: string[] }>;
}

/** The published page for visitors, from the tagged cache (requests with a session go to `cms-editor`). */
async function load({ params }: ContentPageProps) {
  const { locale, path = [] } = await params;
  if (!isLocale(locale) || path.length === 0) notFound();
  const slug = path.map(encodeURIComponent).join('/');
  return { locale, page: await loadContentPage(locale, slug) };
}

export async function generateMetadata(props: ContentPageProps): Promise<Metadata> {
  const { locale, page } = await load(props);
  return contentPageMetadata(page, locale);
}

export { generateStaticParams } from '../../../../../screens/on-demand';

/**
 * DESIGN.md 2: a content-managed page (any path below a language that is not a screen; the
 * proxy has already answered stored redirects and unknown paths): its headline and its
 * sections, rendered on the server by `@aula/blocks` and kept in the full-route cache.
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
