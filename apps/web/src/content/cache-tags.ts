import { maxCacheTagLength } from '@aula/api-client';

/**
 * DESIGN.md 5: the cache tags of what visitors see are the contract's vocabulary
 * (`@aula/api-client`), which the content API names after a write too.
 */
export { cacheTags } from '@aula/api-client';

/** Tags are at most 256 characters in Next.js; longer ones would silently never match. */
export function safeTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => tag.length > 0 && tag.length <= maxCacheTagLength);
}
