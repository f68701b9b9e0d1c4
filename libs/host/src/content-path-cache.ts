import type { ContentPathLookup } from './content-path-lookup';
import { processMap } from './process-map';
import { sharedInFlight } from './shared-in-flight';

/** How long a lookup answer is reused when no write clears it first. */
export const lookupTtl = 5 * 60_000;
/** The most answers kept (the oldest go first): unknown paths cannot fill the memory. */
export const maxLookups = 5_000;

// One map per process, shared by the proxy's bundle and the revalidation route's bundle (the
// Redis cache handler clears the same map when another host announces a write).
const lookups = processMap<ContentPathLookup>('aula.contentPathLookups', {
  ttl: lookupTtl,
  maxSize: maxLookups,
});

// The last answer the API gave per path, kept through clears: while the API is unreachable a
// page it led to is still served from the page cache (DESIGN.md 5) rather than looked up by path
// again, which (spec 8) can only show the 404 page.
const lastKnown = processMap<ContentPathLookup>('aula.contentPathLookups.lastKnown', {
  ttl: 24 * 60 * 60_000,
  maxSize: maxLookups,
});

// Spec 4: a lookup of a path another request is looking up waits for that one.
const lookupsUnderWay = sharedInFlight<ContentPathLookup>('aula.contentPathLookups.underWay');

// How many clears there have been (per process, like the map): a lookup that was under way
// during a clear may carry the state before the write, and is not kept (DESIGN.md 5: read after
// save).
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
 * (`clearContentPathLookups`), so a new, moved or unpublished page is seen at once. While the
 * API cannot be reached, a path's last answer stands in.
 */
export async function cachedContentPathLookup(
  key: string,
  lookup: () => Promise<ContentPathLookup>,
  now = Date.now(),
): Promise<ContentPathLookup> {
  const known = lookups.get(key, now);
  if (known) return known;
  const started = generation();
  const result = await lookupsUnderWay(key, lookup);
  if (result.kind === 'unavailable') return lastKnown.get(key, now) ?? result;
  if (!isSettled(result)) return result;
  lastKnown.set(key, result, now);
  if (generation() === started) lookups.set(key, result, now);
  return result;
}

/** Drops every kept answer (after any write the content API announced). */
export function clearContentPathLookups(): void {
  (globalThis as Generation)[generationKey] = generation() + 1;
  lookups.clear();
}
