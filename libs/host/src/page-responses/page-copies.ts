import type { OutgoingHttpHeaders } from 'node:http';

/** One stored answer: ready to be written again as it is. */
export interface PageCopy {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expires: number;
}

export interface PageCopiesOptions {
  /** The most bytes of bodies kept (the least recently served go first); Next.js's own cache defaults to 50 MB. */
  maxBytes?: number;
  /** A larger body is never kept. */
  maxEntryBytes?: number;
}

/**
 * DESIGN.md 5: this process's copy of the pages Next.js serves from its cache, as the bytes it
 * wrote. A bounded LRU; `generation` counts the clears, so an answer produced while a write was
 * announced (which may show the state before it) is not kept (read after save).
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

  /** Drops every copy (after any write the content API announced). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
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

/** Drops this process's copies of cached pages (after every revalidation). */
export function clearPageCopies(): void {
  pageCopies().clear();
}
