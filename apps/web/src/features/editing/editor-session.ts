import { type ApiClient, sessionCookieName } from '@aula/api-client';
import { defaultLocale, type Locale } from '@aula/routing';
import { contentApi } from '@web/content/content-api';
import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';
import { isEditor } from './is-editor';

/** An editor's render: the content API client that reads with the editor's session, uncached. */
export interface EditorSession {
  api: ApiClient;
}

/**
 * DESIGN.md 8 (editors never touch the visitor cache): the editor of this request, or null for
 * a visitor. Only a draft-mode request (see `app/api/edit-mode`) can be an editor's, so a
 * visitor's render never reads cookies and stays in the full-route cache; in draft mode Next
 * renders dynamically and neither reads nor writes the page or data cache. The session is
 * confirmed once per render by the user endpoint: an expired session sees the visitor page.
 */
export const editorSession = cache(
  async (locale: Locale = defaultLocale): Promise<EditorSession | null> => {
    if (!(await draftMode()).isEnabled) return null;
    const jar = await cookies();
    if (!jar.has(sessionCookieName)) return null;
    const api = contentApi(jar.toString());
    return (await isEditor(api, locale)) ? { api } : null;
  },
);
