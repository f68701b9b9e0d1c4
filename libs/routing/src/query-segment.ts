import type { ScreenId } from './route-table';

/** The query of a list screen as its page reads it (the shape Next.js gives `searchParams`). */
export type QueryRecord = Record<string, string | string[] | undefined>;

/**
 * DESIGN.md 5: the list screens whose query (filter, shown pages, person search and list type) decides what
 * the page shows. A page that reads `searchParams` is rendered per request; so the proxy moves
 * the query into a path segment of the internal route instead, and each filter state becomes a
 * page of its own in the full-route cache. Only the names a screen reads are kept: tracking
 * parameters or Next's `_rsc` never make a new cache entry.
 */
export const queryScreens = {
  newsList: ['category', 'date', 'page'],
  eventList: ['category', 'date', 'page'],
  pressReleaseList: ['page'],
  personList: ['category', 'search', 'page', 'view'],
} as const satisfies Partial<Record<ScreenId, readonly string[]>>;

/** The segment of an empty query (a segment cannot be empty). */
export const emptyQuerySegment = '-';

export function hasQuerySegment(screen: ScreenId): screen is keyof typeof queryScreens {
  return screen in queryScreens;
}

/**
 * The query segment of a request's search string: the kept parameters, base64url-encoded so the
 * segment holds no `%` or `/` whose decoding could differ between the proxy and the page.
 */
export function querySegment(screen: keyof typeof queryScreens, search: string): string {
  const names: readonly string[] = queryScreens[screen];
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (names.includes(name)) kept.append(name, value);
  }
  const text = kept.toString();
  return text ? toBase64url(text) : emptyQuerySegment;
}

const base64url = /^[A-Za-z0-9_-]+$/;

/** UTF-8 text as unpadded base64url, with the web platform's `btoa` (browsers and Node alike). */
function toBase64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The UTF-8 text of an unpadded base64url segment, or null when it is not one. */
function fromBase64url(segment: string): string | null {
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (character) => character.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** The query a page reads back from its segment; anything that is not a segment of `querySegment` reads as no query. */
export function readQuerySegment(segment: string | string[] | undefined): QueryRecord {
  if (typeof segment !== 'string' || !base64url.test(segment) || segment === emptyQuerySegment)
    return {};
  const text = fromBase64url(segment);
  if (text === null) return {};
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const known = record[name];
    record[name] =
      known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return record;
}
