/**
 * Spec 4, 9 (in-flight page polling): a request for what another request of this process is
 * already fetching waits for that one and gets its answer (or its failure) instead of asking the
 * content API again. The promise is shared only while it is under way: once settled, the next
 * call fetches anew, so a failure is never kept. One map per process under the global symbol
 * `name`, so the host's separate bundles share it, as `processMap` does.
 */
export function sharedInFlight<T>(
  name: string,
): (key: string, fetch: () => Promise<T>) => Promise<T> {
  const symbol = Symbol.for(name);
  const store = globalThis as { [symbol]?: Map<string, Promise<T>> };
  const pending = (store[symbol] ??= new Map());
  return (key, fetch) => {
    const running = pending.get(key);
    if (running) return running;
    const started = fetch().finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  };
}
