import type { OutgoingHttpHeaders } from 'node:http';
import { pageVaryHeaders } from './page-request-key';

/**
 * How long a copy is served at most (ms), whatever the page's own lifetime; writes clear it
 * sooner. Next.js does not say how old its entry already was, so a copy may outlive the
 * page's freshness in Next.js's cache by up to this: a minute past `s-maxage`, at the most.
 */
export const maxCopyAgeMs = 60_000;

const varyAllowed = new Set<string>(pageVaryHeaders);

const text = (value: OutgoingHttpHeaders[string]) =>
  Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);

/**
 * DESIGN.md 5: how long (ms) an answer of Next.js may be served again from the copy of cached
 * pages, or null if never. Only what Next.js itself serves from its page cache for everybody is
 * copied: a 200 that its cache answered or just stored (`x-nextjs-cache` HIT or MISS, not a
 * STALE page it is rendering anew), shareable for `s-maxage` seconds, without cookies, and
 * varying only by the headers the copy's key holds.
 */
export function copyLifetime(status: number, headers: OutgoingHttpHeaders): number | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  if (!['HIT', 'MISS'].includes(text(headers['x-nextjs-cache']))) return null;
  const cacheControl = text(headers['cache-control']).toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const sharedAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (!sharedAge || Number(sharedAge[1]) <= 0) return null;
  const vary = text(headers['vary'])
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!vary.every((name) => varyAllowed.has(name))) return null;
  return Math.min(Number(sharedAge[1]) * 1000, maxCopyAgeMs);
}
