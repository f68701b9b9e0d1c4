import { sessionCookieName } from '@aula/api-client';
import { localeOfPath, sitePathOr } from '@aula/routing';
import { contentApi } from '@web/content/content-api';
import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { isEditor } from './is-editor';
import { forgetVisitorSession, rememberVisitorSession } from './known-visitors';

/**
 * DESIGN.md 8: switches Next's draft mode for this browser: on when the content API confirms
 * the session as an editor's (every screen is then rendered for the editor, uncached), off
 * otherwise; then back to the page (`next`, a path on this site). The proxy sends editors here
 * once after login and again after logout; the editor's login can also link here directly.
 */
export async function editModeSwitch(request: NextRequest): Promise<Response> {
  const target = sitePathOr(request.nextUrl.searchParams.get('next'));
  const jar = await cookies();
  const session = jar.get(sessionCookieName)?.value;
  const draft = await draftMode();
  const api = contentApi(jar.toString());
  if (session && (await isEditor(api, localeOfPath(target)))) {
    forgetVisitorSession(session);
    draft.enable();
  } else {
    if (session) rememberVisitorSession(session);
    draft.disable();
  }
  return new Response(null, {
    status: 303,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  });
}
