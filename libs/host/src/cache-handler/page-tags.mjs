// DESIGN.md 5: the cache tags of the page a request is answered with, so the host's copy of that
// answer (@aula/host's servePageCopies) is dropped exactly when a write names one of them. Next.js
// sends a page's tags (`x-next-cache-tags`) only in its minimal mode, never from `next start` or
// a custom server; its cache handlers see them on the page entry they answer or store. They note
// them here, in the request's async context, which the copy's server opened around Next.js's
// handler. Under a global key: the handlers are loaded by path, apart from the server's bundle.
import { AsyncLocalStorage } from 'node:async_hooks';

const pageTagsHeader = 'x-next-cache-tags';

/** @type {AsyncLocalStorage<Set<string>>} */
const storage = (globalThis[Symbol.for('aula.pageTags')] ??= new AsyncLocalStorage());

/** Runs `run` (Next.js's handling of one request), noting the tags of its page into `tags`. */
export function collectPageTags(tags, run) {
  return storage.run(tags, run);
}

/**
 * Notes the tags of a page entry (`{ kind: 'APP_PAGE', headers }`) the cache answered or stored
 * for the request under way, with `extraTags` (the entry's own, the request's implicit ones).
 */
export function notePageTags(value, extraTags = []) {
  const tags = storage.getStore();
  if (!tags || value?.kind !== 'APP_PAGE') return;
  const header = value.headers?.[pageTagsHeader];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  for (const tag of extraTags) if (typeof tag === 'string' && tag) tags.add(tag);
}
