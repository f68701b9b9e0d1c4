import { createClient, NotFoundError, sessionCookieName, type Page } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentApiUrl } from '../content/content-api-url';

/** DESIGN.md 3: Django's session cookie. */
const sessionCookie = sessionCookieName;

/** The `?v=` of a page request as a version id, or undefined. */
export function versionId(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * spec 4, 6, DESIGN.md 5: a request with a session may be an editor's: the page (or the version
 * `v` of it) is read uncached with the editor's cookies, and never enters the visitor cache. The
 * content API decides what the session may see; null means no session (the visitor path).
 */
export const loadEditorPage = cache(async (locale: Locale, slug: string, version: number | undefined): Promise<Page | null> => {
  const jar = await cookies();
  if (!jar.has(sessionCookie)) return null;
  const api = createClient({ baseUrl: contentApiUrl(), init: { cache: 'no-store' }, cookies: jar.toString() });
  try {
    return await api.pageEditor.page(locale, slug, version === undefined ? {} : { versionId: version });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});
