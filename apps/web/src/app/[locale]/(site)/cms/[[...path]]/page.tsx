import type { Metadata } from 'next';
import { type ContentPageParams, ContentPageBody, contentPageSlug } from '@web/content-pages/ContentPageBody';
import { contentPageMetadata } from '@web/content-pages/content-page-metadata';
import { loadContentPage } from '@web/content-pages/load-content-page';

interface ContentPageProps {
  params: Promise<ContentPageParams>;
}

/** The published page for visitors, from the tagged cache (requests with a session go to `cms-editor`). */
async function load({ params }: ContentPageProps) {
  const { locale, slug } = contentPageSlug(await params);
  return { locale, page: await loadContentPage(locale, slug) };
}

export async function generateMetadata(props: ContentPageProps): Promise<Metadata> {
  const { locale, page } = await load(props);
  return contentPageMetadata(page, locale);
}

export { generateStaticParams } from '@web/screens/on-demand';

/**
 * DESIGN.md 2: a content-managed page (any path below a language that is not a screen; the
 * proxy has already answered stored redirects and unknown paths), kept in the full-route cache.
 */
export default async function ContentManagedPage(props: ContentPageProps) {
  return <ContentPageBody {...await load(props)} />;
}
