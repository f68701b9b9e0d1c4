import { readListState, sessionCookieName, storedRedirect } from '@aula/api-client';
import {
  cachedContentPathLookup,
  entityLookup,
  entityLookupKey,
  isContentApiPath,
  lookupContentPath,
  passThroughRefusal,
  securityHeaders,
  withoutClientForwardedFor,
} from '@aula/host';
import {
  adminPath,
  adminRouting,
  cmsPath,
  defaultLocale,
  hasQuerySegment,
  isAdminPath,
  isLocale,
  type Locale,
  localeFromAcceptLanguage,
  match,
  type ScreenMatch,
  screenPath,
  withoutVersion,
} from '@aula/routing';
import { NextResponse, type NextRequest } from 'next/server';
import { contentApi } from '@web/content/content-api';
import { globalNotFoundPath, notFoundLocaleHeader } from '@web/error-pages/not-found-locale';
import { editModeRedirect } from '@web/features/editing/edit-mode-redirect';
import { draftModeCookie } from '@web/features/editing/session-cookies';
import { loginPath } from '@web/features/editor-shell/login-url';

/** The media library (`app/admin/media/[lang]`), German or English like the login (DESIGN.md 9). */
const mediaLibraryPath = adminPath('mediaLibrary');

/**
 * An absolute URL on the origin Next.js serves from: Next turns it back into a relative
 * rewrite or Location, where another origin would make it proxy to an external server.
 * Leading slashes collapse so that a path never becomes a protocol-relative `//host`.
 */
function onSite(request: NextRequest, path: string): URL {
  return new URL(path.replace(/^[/\\]+/, '/'), request.nextUrl.origin);
}

/** A hard 404 in a language: the server-rendered global not-found page (see `globalNotFoundPath`). */
function notFound(request: NextRequest, locale: Locale) {
  const headers = new Headers(request.headers);
  headers.set(notFoundLocaleHeader, locale);
  return NextResponse.rewrite(onSite(request, globalNotFoundPath), { request: { headers } });
}

/**
 * DESIGN.md 2: a path below a language that is not a screen: a content-managed page, else a
 * stored redirect (301, spec 7), else the not-found page. Editors' requests (draft mode) skip the
 * lookup and go to the page route, which shows them unpublished pages too (spec 6).
 */
async function contentPath(request: NextRequest, locale: Locale, pathname: string, search: string) {
  if (!cmsPath(locale, pathname)) return notFound(request, locale);
  let pageId = 0;
  if (!request.cookies.has(draftModeCookie)) {
    const path = pathname.split('/').slice(2).filter(Boolean).join('/');
    const found = await cachedContentPathLookup(`${locale}/${path}`, () =>
      lookupContentPath(contentApi(), locale, path),
    );
    if (found.kind === 'redirect') {
      return NextResponse.redirect(
        found.location.startsWith('/') ? onSite(request, found.location) : found.location,
        301,
      );
    }
    if (found.kind === 'none') return notFound(request, locale);
    if (found.kind === 'page') pageId = found.id;
  }
  return NextResponse.rewrite(onSite(request, `${cmsPath(locale, pathname, pageId)}${search}`));
}

/**
 * A detail screen whose entity does not exist gets the server-rendered not-found
 * page here (a page's own `notFound()` reaches the browser as an empty shell). Answers are
 * kept like content paths and dropped after every write.
 */
async function isMissingScreen(screen: ScreenMatch, search: string): Promise<boolean> {
  // A list asked for more pages than one request renders (`?page=999`).
  if (
    hasQuerySegment(screen.screen) &&
    readListState({ page: new URLSearchParams(search).get('page') ?? undefined }).pages === null
  )
    return true;
  const key = entityLookupKey(screen);
  if (!key) return false;
  const found = await cachedContentPathLookup(key, async () => {
    const answer = await entityLookup(contentApi(), screen);
    // Only 'none' is read here; 'page' (id 0: no content page) keeps a found entity in the same cache.
    return answer === 'missing'
      ? { kind: 'none' }
      : answer === 'found'
        ? { kind: 'page', id: 0 }
        : { kind: 'unavailable' };
  });
  return found.kind === 'none';
}

/**
 * DESIGN.md 6: a content API call goes on to the host's pass-through route handlers
 * (content/pass-through.ts), not a rewrite that would answer the API's address. Too long a URL
 * or too big a body is refused here; the client's own `X-Forwarded-For` is dropped.
 */
function passOn(request: NextRequest, pathname: string, search: string) {
  const refused = passThroughRefusal(
    new URL(`${pathname}${search}`, request.nextUrl.origin),
    request.headers,
  );
  if (refused) return refused;
  const headers = withoutClientForwardedFor(
    request.headers,
    Boolean(process.env['TRUSTED_PROXIES']),
  );
  return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next();
}

/** Every request: API pass-through, the version rule, route rules of spec 2, then the screen or page lookup. */
async function route(request: NextRequest) {
  // request.nextUrl drops a trailing slash; the raw URL (which may be relative) keeps it for the route rules.
  const { pathname, search } = new URL(request.url, 'http://raw.invalid');
  if (isContentApiPath(pathname)) return passOn(request, pathname, search);
  // DESIGN.md 8: editors switch to draft mode (uncached editor renders) and back after logout.
  if (request.method === 'GET') {
    const editMode = await editModeRedirect(request.cookies, `${pathname}${search}`);
    if (editMode) return NextResponse.redirect(onSite(request, editMode), 307);
  }
  // The editor login and the media library live outside the languages (`app/admin/login`, `app/admin/media`).
  if (pathname === loginPath || pathname === mediaLibraryPath) {
    const params = new URLSearchParams(search);
    const lang = params.get('lang');
    const locale = isLocale(lang)
      ? lang
      : localeFromAcceptLanguage(request.headers.get('accept-language'));
    params.delete('lang');
    const query = params.toString();
    const response = NextResponse.rewrite(
      onSite(request, `${pathname}/${locale}${query ? `?${query}` : ''}`),
    );
    response.headers.set('Vary', 'Accept-Language');
    return response;
  }
  // DESIGN.md 9: the admin area, editors only (else the login), never cached, in the admin
  // language.
  if (isAdminPath(pathname)) {
    const routed = adminRouting(
      pathname,
      search,
      request.cookies.has(sessionCookieName),
      localeFromAcceptLanguage(request.headers.get('accept-language')),
    );
    const response =
      routed.kind === 'login'
        ? NextResponse.redirect(onSite(request, routed.location), 307)
        : NextResponse.rewrite(onSite(request, routed.rewrite));
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  if (!request.cookies.has(sessionCookieName)) {
    const query = withoutVersion(search);
    if (query !== null) return NextResponse.redirect(onSite(request, `${pathname}${query}`), 301);
  }
  const result = match(pathname, search, request.headers.get('accept-language'));
  switch (result.kind) {
    case 'redirect': {
      const response = NextResponse.redirect(onSite(request, result.location), result.status);
      // The root redirect depends on the visitor's languages (spec 9); caches must know.
      if (pathname === '/') response.headers.set('Vary', 'Accept-Language');
      return response;
    }
    case 'screen':
      if (result.screen === 'notFound' || (await isMissingScreen(result, search)))
        return notFound(request, result.locale);
      // DESIGN.md 9: a detail address whose slug was renamed redirects permanently to the new one.
      if ('slug' in result.params) {
        const path = pathname.split('/').slice(2).filter(Boolean).join('/');
        const moved = await cachedContentPathLookup(
          `redirect:${result.locale}/${path}`,
          async () => {
            const location = await storedRedirect(contentApi(), result.locale, path);
            return location ? { kind: 'redirect', location } : { kind: 'none' };
          },
        );
        if (moved.kind === 'redirect')
          return NextResponse.redirect(
            moved.location.startsWith('/')
              ? onSite(request, `${moved.location}${search}`)
              : moved.location,
            301,
          );
      }
      return NextResponse.rewrite(onSite(request, `${screenPath(result, search)}${search}`));
    case 'none':
      // Only paths below a language can be content-managed pages; anything else is not found.
      return result.locale
        ? contentPath(request, result.locale, pathname, search)
        : notFound(request, defaultLocale);
  }
}

/** The proxy: routes the request, and every answer carries the security headers (DESIGN.md 6). */
export async function proxy(request: NextRequest) {
  const response = await route(request);
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

/**
 * The matcher (literals only: Next.js reads it without running this file). `api/` holds the host's
 * own route handlers (`POST /api/revalidate`), not pages. DESIGN.md 5: a visitor's plain request
 * for a static screen (`staticScreenPattern()` of @aula/routing) skips the proxy, whose work for it
 * is a fixed rewrite and the security headers that next.config.ts does; the proxy still runs for it
 * with a session or draft-mode cookie (edit mode), the version parameter (its redirect), or a query
 * the screen reads (its query segment, `?page=999`). proxy-matcher.test.ts keeps these literals
 * equal to the route table.
 */
export const config = {
  matcher: [
    {
      source:
        '/((?!_next/|api/|favicon.ico|sw.js|robots.txt|sitemap.xml|(?:de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)$).*)',
    },
    {
      source:
        '/(de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)',
      has: [{ type: 'cookie', key: 'sessionid' }],
    },
    {
      source:
        '/(de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
    {
      source:
        '/(de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)',
      has: [{ type: 'query', key: 'v' }],
    },
    {
      source:
        '/(de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)',
      has: [{ type: 'query', key: 'category' }],
    },
    {
      source:
        '/(de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)',
      has: [{ type: 'query', key: 'date' }],
    },
    {
      source:
        '/(de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)',
      has: [{ type: 'query', key: 'page' }],
    },
    {
      source:
        '/(de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)',
      has: [{ type: 'query', key: 'search' }],
    },
    {
      source:
        '/(de(?:/(?:studium/gasthoererschaft|pressemitteilungen|veranstaltungen|neuigkeiten|microsites|newsletter|bewerbung|personen|studium|presse))?|en(?:/(?:study/guest-auditors|press-releases|application|microsites|newsletter|events|person|press|study|news))?)',
      has: [{ type: 'query', key: 'view' }],
    },
  ],
};
