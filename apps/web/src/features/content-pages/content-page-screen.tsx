import type { Page } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { editorSession } from '@web/features/editing/editor-session';
import type { Metadata } from 'next';
import { cache } from 'react';
import { ContentPageBody, type ContentPageParams, contentPageSlug } from './ContentPageBody';
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
const load = cache(async (locale: Locale, slug: string, searchParams: Promise<SearchParams>): Promise<LoadedPage> => {
  const editor = await editorSession(locale);
  if (!editor) return { locale, page: await loadContentPage(locale, slug), editor: false };
  return { locale, page: await loadEditorPage(editor, locale, slug, versionId((await searchParams)['v'])), editor: true };
});

async function loadPage({ params, searchParams }: ContentPageProps): Promise<LoadedPage> {
  const { locale, slug } = contentPageSlug(await params);
  return load(locale, slug, searchParams);
}

export async function generateMetadata(props: ContentPageProps): Promise<Metadata> {
  const { locale, page } = await loadPage(props);
  return contentPageMetadata(page, locale);
}

/**
 * spec 2: the page's own address in each language (`urls`), for the header's language switch;
 * `path` is the route's path below the language. Read through the same loaders as the page.
 */
export async function contentPageUrls(locale: Locale, path: readonly string[]): Promise<Record<Locale, string>> {
  const { slug } = contentPageSlug({ locale, path: [...path] });
  const editor = await editorSession(locale);
  const page = editor ? await loadEditorPage(editor, locale, slug, undefined) : await loadContentPage(locale, slug);
  return { de: page.urls.de, en: page.urls.en };
}

/** DESIGN.md 2: a content-managed page (any path below a language that is not a screen). */
export async function ContentPage(props: ContentPageProps) {
  return <ContentPageBody {...await loadPage(props)} />;
}
