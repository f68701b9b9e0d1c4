// DESIGN.md 4: with REDIS_URL every host instance shares one page and data cache.
// Next.js's `cacheHandler` interface (get/set/revalidateTag) over Redis: entries under
// `aula:entry:<key>`, and per cache tag the time it was last invalidated in the hash
// `aula:tags`, which every read checks, so an edit announced to one instance is seen by all.
// A Redis that is away or slow is a cache miss: the page is rendered, never an error.
import { decodeEntry, encodeEntry } from './cache-codec.mjs';
import { entryTags, isInvalidated } from './entry-tags.mjs';
import { notePageTags } from './page-tags.mjs';
import { isPageEntry, takeUnstoredRender } from './unstored-renders.mjs';
import {
  attempt,
  contentPathsChannel,
  writtenTagsMessage,
  keyPrefix,
  redisClient,
  tagsKey,
} from './redis-connection.mjs';

/** Entries live at most this long (seconds) unless their own lifetime ends sooner. */
const maxEntrySeconds = 7 * 24 * 60 * 60;
const entryKey = (key) => `${keyPrefix}entry:${key}`;

/** A render takes far less than this; a miss older than it belongs to a render that stored nothing. */
export const renderWindowMs = 60_000;

/**
 * DESIGN.md 5 (read after save), as the memory handler does
 * (render-start-cache-handler.mjs): per cache key, when the oldest render under way in this
 * process began (its cache miss). An entry is stamped with that time, not the time it is stored, so
 * a render that read the content before a save and stored after the save's revalidation counts as
 * invalidated on every host. The render runs in the process that missed, so a per-process map is
 * enough.
 */
const renderStarts = (globalThis[Symbol.for('aula.redisRenderStarts')] ??= new Map());

function noteRenderStart(key) {
  const now = Date.now();
  const started = renderStarts.get(key);
  if (started === undefined || now - started > renderWindowMs) renderStarts.set(key, now);
  // Misses whose render stored nothing (an error, a response not cached) must not pile up.
  if (renderStarts.size > 10_000)
    for (const [stale, at] of renderStarts)
      if (now - at > renderWindowMs) renderStarts.delete(stale);
}

function takeRenderStart(key) {
  const started = renderStarts.get(key);
  renderStarts.delete(key);
  return started;
}

export default class RedisCacheHandler {
  constructor() {
    redisClient();
  }

  async get(key, ctx) {
    const entry = await this.#read(key, ctx);
    if (!entry) noteRenderStart(key);
    return entry;
  }

  async #read(key, ctx) {
    const entry = decodeEntry(await attempt((client) => client.get(entryKey(key)), null));
    if (!entry) return null;
    const tags = entryTags(entry, ctx);
    if (tags.length > 0) {
      const invalidatedAt = await attempt((client) => client.hmGet(tagsKey, tags), undefined);
      // Without the tag times the entry cannot be trusted: render instead.
      if (invalidatedAt === undefined || isInvalidated(entry.lastModified, invalidatedAt))
        return null;
    }
    notePageTags(entry.value, tags);
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
    };
  }

  async set(key, value, ctx) {
    const expire = ctx?.cacheControl?.expire;
    const seconds =
      typeof expire === 'number' && expire > 0
        ? Math.min(expire, maxEntrySeconds)
        : maxEntrySeconds;
    const now = Date.now();
    const started = takeRenderStart(key);
    if (isPageEntry(value) && takeUnstoredRender(key)) return;
    notePageTags(value, ctx?.tags);
    const lastModified = started !== undefined && started < now ? started : now;
    const entry = {
      lastModified,
      value,
      tags: ctx?.tags ?? value?.tags ?? [],
      cacheControl: ctx?.cacheControl,
    };
    await attempt(
      (client) =>
        client.set(entryKey(key), encodeEntry(entry), {
          expiration: { type: 'EX', value: Math.ceil(seconds) },
        }),
      null,
    );
  }

  /**
   * Every tag is marked invalidated now, for all instances; the entries that read it miss on
   * their next read. Every instance also clears its proxy's content-path cache, since the write
   * behind this may have added, moved or unpublished a page, and its copies of the cached pages
   * that carry one of the tags (the message names them).
   */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = String(Date.now());
    const ok = await attempt(
      (client) => client.hSet(tagsKey, Object.fromEntries(list.map((tag) => [tag, now]))),
      false,
    );
    if (ok === false)
      console.error(
        `Redis cache unavailable: tags ${list.join(', ')} could not be invalidated; entries are dropped when it is back.`,
      );
    await attempt((client) => client.publish(contentPathsChannel, writtenTagsMessage(list)), null);
  }

  resetRequestCache() {}
}
