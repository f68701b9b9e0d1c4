import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { requestHost, trustedProxies, type TrustedProxies } from './forwarding';
import { csrfCookie, csrfHeader, randomToken, sessionCookie } from './session';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface GuardOptions {
  /** The site's public origin (`SITE_URL`); without it the host the request was addressed to. */
  siteUrl?: string;
  /** Further origins allowed to write (`ALLOWED_ORIGINS`); they add to the site's own. */
  allowedOrigins?: readonly string[];
  /** Peers whose `X-Forwarded-Host` names the host the browser addressed (the web host). */
  proxies?: TrustedProxies;
  /** Secure cookies (production, HTTPS). */
  secureCookies?: boolean;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An origin as `scheme://host[:port]`, or null when it is none (`null`, garbage). */
function originOf(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.origin === 'null' ? null : url;
  } catch {
    return null;
  }
}

/**
 * DESIGN.md 6: whether an unsafe request comes from the site itself. The browser's `Origin` must
 * be the site's origin (`siteUrl`, else any scheme on the host the request was addressed to)
 * or one of `allowedOrigins`; without an `Origin`, `Sec-Fetch-Site` must say same-origin (or
 * `none`: typed by the user). A request with neither is no browser's cross-site request.
 */
export function isSameSite(
  headers: Headers,
  site: { origin: string | null; host: string },
  allowedOrigins: readonly string[],
): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  const url = originOf(origin);
  if (!url) return false;
  if (allowedOrigins.some((allowed) => originOf(allowed)?.origin === url.origin)) return true;
  return site.origin !== null ? url.origin === site.origin : url.host === site.host;
}

/** The content type an unsafe request with a body must have: uploads are multipart, the rest JSON. */
const expectedType = (path: string) =>
  path.endsWith('/pageeditor-api/media/') ? 'multipart/form-data' : 'application/json';

/**
 * Whether a request carries a body. Content-Length says so where given. A stream without one may
 * be empty: Node's adapter gives every request but GET and HEAD a body stream, and a host passing
 * a request on may send an empty chunked body. So a DELETE without a body (as fetch, curl and
 * Django's clients send it) needs no content type; a stream that declares a type counts as a
 * body, and an untyped one counts once its first bytes arrive.
 */
async function hasBody(request: Request): Promise<boolean> {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  if (request.body === null) return false;
  if (request.headers.has('content-type')) return true;
  const reader = request.clone().body?.getReader();
  if (!reader) return false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/** Whether a request needs the CSRF token: it carries a session, or it is the login itself. */
const needsToken = (path: string, hasSession: boolean) =>
  hasSession || path.endsWith('/pageeditor-api/login/');

/**
 * DESIGN.md 3/6: page-editor answers hand out a `csrftoken` cookie if the browser has none
 * (like Django's `ensure_csrf_cookie`; visitor answers stay cookie-free and cacheable). Every
 * unsafe request (POST, PUT, PATCH, DELETE) is refused with 403 when it comes from another
 * site (DESIGN.md 6: by default, see `isSameSite`), with 415 when its body is not of the endpoint's
 * type (an HTML form can post text/plain across sites); one that carries a
 * session, and the login, also needs an `X-CSRFToken` header equal to the `csrftoken` cookie.
 * Anonymous writes without a session (the newsletter sign-up) rely on the origin check. The
 * session-bound check (the token must be the session's) happens where the session is read.
 */
export function requestGuard({
  siteUrl,
  allowedOrigins = [],
  proxies = trustedProxies(),
  secureCookies = false,
}: GuardOptions = {}): MiddlewareHandler {
  const siteOrigin = siteUrl ? (originOf(siteUrl)?.origin ?? null) : null;
  return async (c, next) => {
    const cookie = getCookie(c, csrfCookie);
    if (!safeMethods.has(c.req.method)) {
      const site = { origin: siteOrigin, host: requestHost(c, proxies) };
      if (!isSameSite(c.req.raw.headers, site, allowedOrigins))
        return c.json({ detail: 'Cross-site request refused.' }, 403);
      const header = c.req.header(csrfHeader);
      const tokenOk = cookie !== undefined && header !== undefined && sameToken(cookie, header);
      if (needsToken(c.req.path, getCookie(c, sessionCookie) !== undefined) && !tokenOk) {
        return c.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, 403);
      }
      const type = expectedType(c.req.path);
      const given = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (given !== type && (await hasBody(c.req.raw)))
        return c.json(
          { detail: `Unsupported media type "${given ?? ''}" in request; send ${type}.` },
          415,
        );
    }
    await next();
    if (cookie || !c.req.path.includes('/pageeditor-api/')) return;
    const replaced = c.res.headers.getSetCookie().some((line) => line.startsWith(`${csrfCookie}=`));
    if (!replaced) setCsrfCookie(c, randomToken(), secureCookies);
  };
}

/** Sets the CSRF cookie (readable by the page's script, which copies it into the header). */
export function setCsrfCookie(
  c: Parameters<MiddlewareHandler>[0],
  token: string,
  secure: boolean,
): void {
  setCookie(c, csrfCookie, token, {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAge: 365 * 24 * 60 * 60,
  });
}

/** Whether the request's CSRF header is the session's token (after login the cookie holds it). */
export function csrfMatchesSession(header: string | undefined, sessionToken: string): boolean {
  return header !== undefined && sameToken(header, sessionToken);
}
