import type { ContentPathLookup } from './content-path-lookup';

/** How long a lookup answer is reused when no write clears it first. */
export const lookupTtl = 5 * 60_000;
/** The most answers kept (the oldest go first): unknown paths cannot fill the memory. */
export const maxLookups = 5_000;

interface Entry {
  result: ContentPathLookup;
  expires: number;
}

// One map per process, shared by the proxy's bundle and the revalidation route's bundle.
const storeKey = Symbol.for('aula.contentPathLookups');
type Store = { [storeKey]?: Map<string, Entry> };

function entries(): Map<string, Entry> {
  const store = globalThis as Store;
  store[storeKey] ??= new Map();
  return store[storeKey];
}

// How many clears there have been (per process, like the map): a lookup that was under way
// during a clear may carry the state before the write, and is not kept (issue 19).
const generationKey = Symbol.for('aula.contentPathLookups.generation');
type Generation = { [generationKey]?: number };
const generation = () => (globalThis as Generation)[generationKey] ?? 0;

/** Only answers the API gave: a failed lookup is asked again next time. */
function isSettled(result: ContentPathLookup): boolean {
  return result.kind !== 'unavailable' && !(result.kind === 'none' && result.failed);
}

/**
 * DESIGN.md 5: the proxy's page-or-redirect lookup of a content path, kept in memory so a cached
 * page is served without asking the content API first. Every revalidation clears all answers
 * (`clearContentPathLookups`), so a new, moved or unpublished page is seen at once.
 */
export async function cachedContentPathLookup(key: string, lookup: () => Promise<ContentPathLookup>, now = Date.now()): Promise<ContentPathLookup> {
  const map = entries();
  const known = map.get(key);
  if (known && known.expires > now) return known.result;
  const started = generation();
  const result = await lookup();
  if (isSettled(result) && generation() === started) {
    map.delete(key);
    map.set(key, { result, expires: now + lookupTtl });
    if (map.size > maxLookups) map.delete(map.keys().next().value ?? key);
  }
  return result;
}

/** Drops every kept answer (after any write the content API announced). */
export function clearContentPathLookups(): void {
  (globalThis as Generation)[generationKey] = generation() + 1;
  entries().clear();
}
