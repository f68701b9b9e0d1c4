import type { IncomingHttpHeaders } from 'node:http';
import { draftModeCookieName, readCookie, sessionCookieName } from '@aula/api-client';

export { draftModeCookieName };

/**
 * The request headers a cached page may differ by: those Next.js names in `Vary` (its RSC
 * requests and compression). A stored answer that varies by anything else is not kept.
 */
export const pageVaryHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'accept-encoding',
] as const;

/**
 * Requests that are another visitor's business: partial or authorized ones, and those
 * conditional on a date. `If-None-Match` shares the key: the copy answers it (serve-page-copies).
 */
const personalHeaders = ['authorization', 'range', 'if-modified-since'] as const;

/** A client asking caches not to answer from what they hold (a browser's hard reload: RFC 9111 5.2.1.4). */
const refusesCopies = (headers: IncomingHttpHeaders) =>
  /\bno-cache\b/i.test(`${headers['cache-control'] ?? ''} ${headers.pragma ?? ''}`);

export interface PageRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/**
 * DESIGN.md 5: the key of a visitor's request in the copy of cached pages, or null when the
 * request must go to Next.js: anything but GET and HEAD, an editor's session or draft mode
 * (DESIGN.md 8: editors never touch the visitor cache), and personal requests. HEAD and a
 * request conditional on the page's ETag share
 * GET's key, and a request with `Cache-Control: no-cache` goes to Next.js (its own cache still
 * answers). The key is the URL with the values of the `pageVaryHeaders`.
 */
export function pageRequestKey({ method, url, headers }: PageRequest): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/')) return null;
  if (personalHeaders.some((name) => headers[name] !== undefined) || refusesCopies(headers))
    return null;
  const cookies = headers.cookie;
  if (
    cookies &&
    (readCookie(cookies, sessionCookieName) !== null ||
      readCookie(cookies, draftModeCookieName) !== null)
  )
    return null;
  return [url, ...pageVaryHeaders.map((name) => headerValue(headers, name))].join('\n');
}
