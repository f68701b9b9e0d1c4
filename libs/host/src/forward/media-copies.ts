/** What the host keeps of one media answer (status 200): its raw headers, its length among them, and body. */
export interface MediaCopy {
  headers: string[];
  body: Buffer;
}

export interface MediaCopiesOptions {
  /** At most this many bytes of bodies are kept; the least recently used go first. */
  maxBytes?: number;
  /** A file larger than this is streamed each time, never kept. */
  maxFileBytes?: number;
  /** How long a copy answers before the API is asked again (a deleted file goes within it). */
  lifetimeMs?: number;
  now?: () => number;
}

export interface MediaCopies {
  get(path: string): MediaCopy | undefined;
  keep(path: string, copy: MediaCopy): void;
  /** Whether an answer of this size and these headers may be kept at all. */
  keeps(size: number, cacheControl: string | undefined): boolean;
}

export const mediaCopyDefaults = {
  maxBytes: 32 * 1024 * 1024,
  maxFileBytes: 1024 * 1024,
  lifetimeMs: 5 * 60 * 1000,
};

/**
 * DESIGN.md 6: media files are immutable (the API gives every new crop a new name and serves
 * them for a year), so the host answers the ones visitors ask for most from memory, as a CDN
 * edge would, instead of a round trip to the API for each. Bounded in bytes and in time: a file
 * deleted in the media library stops being answered here within `lifetimeMs`.
 */
export function mediaCopies(options: MediaCopiesOptions = {}): MediaCopies {
  const { maxBytes, maxFileBytes, lifetimeMs } = { ...mediaCopyDefaults, ...options };
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const copies = new Map<string, MediaCopy & { keptAt: number }>();
  let bytes = 0;
  const drop = (path: string) => {
    const copy = copies.get(path);
    if (!copy) return;
    bytes -= copy.body.length;
    copies.delete(path);
  };
  return {
    get(path) {
      const copy = copies.get(path);
      if (!copy) return undefined;
      drop(path);
      if (now() - copy.keptAt >= lifetimeMs) return undefined;
      copies.set(path, copy);
      bytes += copy.body.length;
      return copy;
    },
    keep(path, copy) {
      drop(path);
      copies.set(path, { ...copy, keptAt: now() });
      bytes += copy.body.length;
      for (const oldest of copies.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    keeps: (size, cacheControl) => size <= maxFileBytes && /\bimmutable\b/.test(cacheControl ?? ''),
  };
}
