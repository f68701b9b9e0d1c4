import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { csrfCookie, csrfHeader, randomToken, sessionCookie } from './session';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface GuardOptions {
  /** Origins allowed to send unsafe requests; empty: any origin that is not cross-site or `null`. */
  allowedOrigins?: readonly string[];
  /** Secure cookies (production, HTTPS). */
  secureCookies?: boolean;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether an unsafe request comes from a foreign site (Fetch Metadata, then Origin). */
export function isCrossSite(headers: Headers, allowedOrigins: readonly string[]): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  return allowedOrigins.length > 0 && !allowedOrigins.includes(origin);
}

/** Whether a request needs the CSRF token: it carries a session, or it is the login itself. */
const needsToken = (path: string, hasSession: boolean) => hasSession || path.endsWith('/pageeditor-api/login/');

/**
 * DESIGN.md 3/6: page-editor answers hand out a `csrftoken` cookie if the browser has none
 * (like Django's `ensure_csrf_cookie`; visitor answers stay cookie-free and cacheable). Every
 * unsafe request (POST, PUT, PATCH, DELETE) is refused with 403 when it comes from another
 * site (`Sec-Fetch-Site: cross-site`, `Origin: null` or a foreign origin); one that carries a
 * session, and the login, also needs an `X-CSRFToken` header equal to the `csrftoken` cookie.
 * Anonymous writes without a session (the newsletter sign-up) rely on the origin check. The
 * session-bound check (the token must be the session's) happens where the session is read.
 */
export function requestGuard({ allowedOrigins = [], secureCookies = false }: GuardOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, csrfCookie);
    if (!safeMethods.has(c.req.method)) {
      if (isCrossSite(c.req.raw.headers, allowedOrigins)) return c.json({ detail: 'Cross-site request refused.' }, 403);
      const header = c.req.header(csrfHeader);
      const tokenOk = cookie !== undefined && header !== undefined && sameToken(cookie, header);
      if (needsToken(c.req.path, getCookie(c, sessionCookie) !== undefined) && !tokenOk) {
        return c.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, 403);
      }
    }
    await next();
    if (cookie || !c.req.path.includes('/pageeditor-api/')) return;
    const replaced = c.res.headers.getSetCookie().some((line) => line.startsWith(`${csrfCookie}=`));
    if (!replaced) setCsrfCookie(c, randomToken(), secureCookies);
  };
}

/** Sets the CSRF cookie (readable by the page's script, which copies it into the header). */
export function setCsrfCookie(c: Parameters<MiddlewareHandler>[0], token: string, secure: boolean): void {
  setCookie(c, csrfCookie, token, { path: '/', sameSite: 'Lax', secure, maxAge: 365 * 24 * 60 * 60 });
}

/** Whether the request's CSRF header is the session's token (after login the cookie holds it). */
export function csrfMatchesSession(header: string | undefined, sessionToken: string): boolean {
  return header !== undefined && sameToken(header, sessionToken);
}
