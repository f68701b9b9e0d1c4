import type { OutgoingHttpHeaders } from 'node:http';

/** One stored answer: ready to be written again as it is. */
export interface PageCopy {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expires: number;
  /**
   * The cache tags of the page (its entry's in Next.js's cache, noted while it was served; may
   * grow until the answer is stored). A copy without any is dropped on every clear.
   */
  tags: ReadonlySet<string>;
}

export interface PageCopiesOptions {
  /** The most bytes of bodies kept (the least recently served go first); Next.js's own cache defaults to 50 MB. */
  maxBytes?: number;
  /** A larger body is never kept. */
  maxEntryBytes?: number;
}

/**
 * DESIGN.md 5: this process's copy of the pages Next.js serves from its cache, as the bytes it
 * wrote. A bounded LRU, cleared per cache tag as Next.js's cache is. `generation` counts the
 * clears, whatever their tags, so an answer produced while any write was announced (which may
 * show the state before it) is not kept (read after save): its tags may still be incomplete then.
 */
export class PageCopies {
  readonly #entries = new Map<string, PageCopy>();
  readonly #maxBytes: number;
  /** A larger body is never kept. */
  readonly maxEntryBytes: number;
  #bytes = 0;
  #generation = 0;

  constructor({
    maxBytes = 50 * 1024 * 1024,
    maxEntryBytes = 1024 * 1024,
  }: PageCopiesOptions = {}) {
    this.#maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The copy under `key` while it is fresh; a served copy becomes the most recent. */
  get(key: string, now = Date.now()): PageCopy | undefined {
    const copy = this.#entries.get(key);
    if (!copy) return undefined;
    this.#remove(key, copy);
    if (copy.expires <= now) return undefined;
    this.#entries.set(key, copy);
    this.#bytes += copy.body.length;
    return copy;
  }

  /** Keeps `copy` unless it is too large or the copies were cleared since `generation` (its request began). */
  set(key: string, copy: PageCopy, generation: number): boolean {
    if (generation !== this.#generation || copy.body.length > this.maxEntryBytes) return false;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, copy);
    this.#bytes += copy.body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest, entry);
    }
    return true;
  }

  /**
   * Drops the copies of the pages that carry one of `tags` (a write the content API announced)
   * and those whose tags are unknown; without `tags`, every copy.
   */
  clear(tags?: readonly string[]): void {
    this.#generation += 1;
    if (tags === undefined) {
      this.#entries.clear();
      this.#bytes = 0;
      return;
    }
    for (const [key, copy] of this.#entries)
      if (copy.tags.size === 0 || tags.some((tag) => copy.tags.has(tag))) this.#remove(key, copy);
  }

  #remove(key: string, copy: PageCopy) {
    this.#entries.delete(key);
    this.#bytes -= copy.body.length;
  }
}

const processCopies = Symbol.for('aula.pageCopies');

/**
 * The copies of this process, under a global symbol: the server that serves them, the
 * revalidation route's bundle and the Redis handler (for other hosts' writes) share them.
 */
export function pageCopies(): PageCopies {
  const store = globalThis as { [processCopies]?: PageCopies };
  return (store[processCopies] ??= new PageCopies());
}

/** Drops this process's copies of the cached pages that carry one of `tags` (all without). */
export function clearPageCopies(tags?: readonly string[]): void {
  pageCopies().clear(tags);
}
