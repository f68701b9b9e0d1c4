/**
 * DESIGN.md 5: the cache tags of what visitors see. `page-`, `section-` and `module-` are the
 * names the content API sends to `POST /api/revalidate` after a write (content-server's
 * `cacheTags`); the per-entity tags (`news-12`, `news-list`...) are for writes of other
 * entities, which a backend can name the same way.
 */
export const cacheTags = {
  page: (id: number) => `page-${id}`,
  pagePath: (locale: string, path: string) => `page-path-${locale}-${path}`,
  section: (slug: string) => `section-${slug}`,
  entity: (kind: string, id: number | string) => `${kind}-${id}`,
  list: (kind: string) => `${kind}-list`,
} as const;

/** Tags are at most 256 characters in Next.js; longer ones would silently never match. */
export function safeTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => tag.length > 0 && tag.length <= 256);
}
