import type { Page } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { editorSession } from '@web/features/editing/editor-session';
import { t } from '@aula/i18n';
import { defaultLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { isNotFound } from '@web/content/lost-data';
import { cache } from 'react';
import { ContentPageBody } from './ContentPageBody';
import { ContentSideNavigation } from './ContentSideNavigation';
import { type ContentPageParams, contentPageSlug } from './content-page-urls';
import { contentPageMetadata } from './content-page-metadata';
import { loadContentPage } from './load-content-page';
import { loadEditorPage, versionId } from './load-editor-page';

type SearchParams = Record<string, string | string[] | undefined>;

export interface ContentPageProps {
  params: Promise<ContentPageParams>;
  searchParams: Promise<SearchParams>;
}

interface LoadedPage {
  locale: Locale;
  page: Page;
  editor: boolean;
}

/**
 * The page of one render, read once for the metadata and the body (React `cache`): for
 * visitors the published page from the tagged cache; for editors (draft mode) uncached with
 * their session, `?v=` versions included. Visitors' renders never touch `searchParams` or
 * cookies, so their page stays in the full-route cache.
 */
const load = cache(
  async (
    locale: Locale,
    slug: string,
    pageId: number | undefined,
    searchParams: Promise<SearchParams>,
  ): Promise<LoadedPage> => {
    const editor = await editorSession(locale);
    if (!editor)
      return { locale, page: await loadContentPage(locale, slug, pageId), editor: false };
    return {
      locale,
      page: await loadEditorPage(editor, locale, slug, versionId((await searchParams)['v'])),
      editor: true,
    };
  },
);

async function loadPage({ params, searchParams }: ContentPageProps): Promise<LoadedPage> {
  const { locale, slug, pageId } = contentPageSlug(await params);
  return load(locale, slug, pageId, searchParams);
}

export async function generateMetadata(props: ContentPageProps): Promise<Metadata> {
  try {
    const { locale, page } = await loadPage(props);
    return contentPageMetadata(page, locale);
  } catch (error) {
    // A page not found is the body's to answer, with its own message (spec 8); thrown here,
    // the site layout's general not-found page would answer instead.
    if (isNotFound(error)) return { title: { absolute: t(defaultLocale, 'error.notFound.title') } };
    throw error;
  }
}

/** DESIGN.md 2: a content-managed page (any path below a language that is not a screen). */
export async function ContentPage(props: ContentPageProps) {
  const loaded = await loadPage(props);
  const url = loaded.page.urls[loaded.locale];
  const sideNavigation = <ContentSideNavigation locale={loaded.locale} url={url} />;
  return <ContentPageBody {...loaded} sideNavigation={sideNavigation} />;
}
