// Spec 8: a content page whose request failed answers the 404 page, and DESIGN.md 5: a render
// that lost data to the content API is never stored. Next.js stores a `notFound()` render of a
// cached route like any other, so the render marks its route path here and the cache handlers
// (render-start-cache-handler.mjs, redis-cache-handler.mjs) drop that page entry:
// the previous good copy, if any, keeps being served, and the next request renders again.
// Per process: the render and the handler's `set` run in the same one.

/** Marks older than this belong to a render that stored nothing. */
const markWindowMs = 60_000;

const marks = (globalThis[Symbol.for('aula.unstoredRenders')] ??= new Map());

/**
 * The route path of a page cache entry's key (Next.js 16 keys pages as
 * `/route-cache/APP_PAGE/<build hash>/$/<route path>`), whatever its percent-encoding.
 */
function routeKey(key) {
  const marker = key.indexOf('/$/');
  const path = marker === -1 ? key : key.slice(marker + 2);
  try {
    return decodeURIComponent(path).replace(/\/+$/, '') || '/';
  } catch {
    return path;
  }
}

/** Marks the render of `path` under way in this process as one that must not be stored. */
export function markUnstoredRender(path, now = Date.now()) {
  marks.set(routeKey(path), now);
  for (const [key, at] of marks) if (now - at > markWindowMs) marks.delete(key);
}

/** Whether the page entry `key` about to be stored came from a marked render (the mark is used up). */
export function takeUnstoredRender(key, now = Date.now()) {
  const path = routeKey(key);
  const at = marks.get(path);
  marks.delete(path);
  return at !== undefined && now - at <= markWindowMs;
}

/** Whether Next.js's cache `set` is storing a rendered page (not a fetch answer). */
export function isPageEntry(value) {
  return value?.kind === 'APP_PAGE';
}
