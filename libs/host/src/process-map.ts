interface Entry<V> {
  value: V;
  expires: number;
}

/** A bounded, expiring map of this process (see `processMap`). */
export interface ProcessMap<V> {
  /** The value under `key` while it has not expired. */
  get(key: string, now?: number): V | undefined;
  /** Keeps `value` for the map's time to live; past `maxSize` the oldest entry goes. */
  set(key: string, value: V, now?: number): void;
  delete(key: string): void;
  clear(): void;
}

/**
 * One map per process under the global symbol `name`, so the separate bundles a Next.js host
 * builds (the proxy, each route handler) share it. Entries expire after `ttl` ms and the
 * oldest go first once there are more than `maxSize`, so made-up keys cannot fill the memory.
 * The global value is a plain `Map`: another part of the process may `clear()` it directly.
 */
export function processMap<V>(
  name: string,
  { ttl, maxSize }: { ttl: number; maxSize: number },
): ProcessMap<V> {
  const key = Symbol.for(name);
  const store = globalThis as { [key]?: Map<string, Entry<V>> };
  const entries = () => (store[key] ??= new Map());
  return {
    get(id, now = Date.now()) {
      const entry = entries().get(id);
      if (entry === undefined) return undefined;
      if (entry.expires > now) return entry.value;
      entries().delete(id);
      return undefined;
    },
    set(id, value, now = Date.now()) {
      const map = entries();
      map.delete(id);
      map.set(id, { value, expires: now + ttl });
      if (map.size > maxSize) map.delete(map.keys().next().value ?? id);
    },
    delete: (id) => void entries().delete(id),
    clear: () => entries().clear(),
  };
}
