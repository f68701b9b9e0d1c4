// DESIGN.md 5 (read after save): Next.js's in-memory page and data cache, with one change. Next
// stamps an entry with the time it is stored, and drops entries stored before a tag's
// revalidation. A render that began before a save (reading the old content) and finished after
// the save's revalidation was stored with a later stamp, so it survived the drop: the next
// visitor saw the old content. Here an entry is stamped with the time its render began (the
// cache miss that started it), so such a render's result counts as dropped and is rendered again.
import { createRequire } from 'node:module';
import { entryTags } from './entry-tags.mjs';
import { notePageTags } from './page-tags.mjs';
import { isPageEntry, takeUnstoredRender } from './unstored-renders.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** A render takes far less than this; a miss older than it belongs to a render that stored nothing. */
export const renderWindowMs = 60_000;

export default class RenderStartCache extends FileSystemCache {
  /** Per cache key: when the oldest render under way for it began. */
  static renderStarts = new Map();

  async get(key, ctx) {
    const data = await super.get(key, ctx);
    if (data) notePageTags(data.value, entryTags(data, ctx));
    else {
      const now = Date.now();
      const started = RenderStartCache.renderStarts.get(key);
      if (started === undefined || now - started > renderWindowMs)
        RenderStartCache.renderStarts.set(key, now);
    }
    return data;
  }

  async set(key, data, ctx) {
    const started = RenderStartCache.renderStarts.get(key);
    RenderStartCache.renderStarts.delete(key);
    if (isPageEntry(data) && takeUnstoredRender(key)) return;
    notePageTags(data, ctx?.tags);
    await super.set(key, data, ctx);
    const entry = FileSystemCache.memoryCache?.get(key);
    if (entry && started !== undefined && started < entry.lastModified)
      entry.lastModified = started;
  }
}
