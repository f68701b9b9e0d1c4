import type { Locale } from '../schemas/language';

/**
 * DESIGN.md 5: the kinds of content the host caches, one singular name each. An entity's tag is
 * `<kind>-<id>` (`event-3`), the tag of everything a list of that kind shows `<kind>-list`
 * (`event-list`): one naming scheme for the host (which tags its fetches) and the content API
 * (which names the tags a write touched).
 */
export const cacheTagKinds = [
  'navigation',
  'breaking-news',
  'microsite',
  'home',
  'news',
  'event',
  'person',
  'press',
  'press-release',
  'study',
  'faculty',
  'programme',
  'subject',
  'application',
  'newsletter',
  'example',
] as const;

export type CacheTagKind = (typeof cacheTagKinds)[number];

/** Next.js ignores tags longer than this; a longer one would silently never match. */
export const maxCacheTagLength = 256;

/** The tags Next.js can match: empty and overlong ones (see `maxCacheTagLength`) are left out. */
export function safeTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => tag.length > 0 && tag.length <= maxCacheTagLength);
}

/** The cache tags of what visitors see; the only place a tag name is spelled. */
export const cacheTags = {
  /** A content page (spec 3 Page) by id. */
  page: (id: number) => `page-${id}`,
  /** The lookup of a content page by its path in one language (the proxy's path table). */
  pagePath: (locale: Locale, path: string) => `page-path-${locale}-${path}`,
  /** A section (container) a screen asks for by slug. */
  section: (slug: string) => `section-${slug}`,
  /** A module tree by its root module id. */
  module: (id: number) => `module-${id}`,
  /** One entity of `kind` (`event-3`, `faculty-music`). */
  entity: (kind: CacheTagKind, id: number | string) => `${kind}-${id}`,
  /** Everything a list of `kind` shows (`event-list`, `navigation-list`). */
  list: (kind: CacheTagKind) => `${kind}-list`,
} as const;
