import { sessionCookieName } from '@aula/api-client';
import { contentApi } from '@web/content/content-api';
import { localeOfPath } from '@aula/routing';
import { editModeUrl } from './edit-mode-target';
import { isEditor } from './is-editor';
import { isKnownVisitorSession, rememberVisitorSession } from './known-visitors';
import { draftModeCookie } from './session-cookies';

interface CookieJar {
  get(name: string): { value: string } | undefined;
  has(name: string): boolean;
}

/**
 * DESIGN.md 8: the proxy's part of the edit seam for a page request. An editor's session
 * without draft mode goes through the edit-mode switch once (which turns draft mode on, so
 * every later page is rendered for the editor, uncached); draft mode without a session (after
 * logout) goes through it to be turned off. Anything else (visitors) continues unchanged and
 * is served from the cache. Returns the switch's address, or null to continue.
 */
export async function editModeRedirect(
  cookies: CookieJar,
  target: string,
  check = (cookie: string) => isEditor(contentApi(cookie), localeOfPath(target)),
): Promise<string | null> {
  const session = cookies.get(sessionCookieName)?.value;
  const draft = cookies.has(draftModeCookie);
  if (!session) return draft ? editModeUrl(target) : null;
  if (draft || isKnownVisitorSession(session)) return null;
  if (await check(`${sessionCookieName}=${encodeURIComponent(session)}`))
    return editModeUrl(target);
  rememberVisitorSession(session);
  return null;
}
