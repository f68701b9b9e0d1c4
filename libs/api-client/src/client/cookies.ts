/**
 * DESIGN.md 3: Django's names, so the client works against a Django backend unchanged: the
 * session cookie (HttpOnly, set at login), the CSRF cookie and the header that must repeat it on
 * every write. The content server, the host's proxy and the client all use these constants.
 */
export const sessionCookieName = 'sessionid';
export const csrfCookieName = 'csrftoken';
export const csrfHeaderName = 'X-CSRFToken';
/**
 * Next.js's draft-mode cookie (`draftMode().enable()` sets it; its value is a per-build secret):
 * editors' requests carry it, so the host renders their pages uncached (DESIGN.md 5, 8).
 */
export const draftModeCookieName = '__prerender_bypass';

/** The value of one cookie in a `Cookie` header or `document.cookie` string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * For server-side calls on behalf of a visitor or editor: the client options that forward the
 * incoming request's cookies (session and CSRF token) to the content API.
 */
export function forwardCookies(incoming: Request | Headers): { cookies: string } {
  const headers = incoming instanceof Headers ? incoming : incoming.headers;
  return { cookies: headers.get('cookie') ?? '' };
}
