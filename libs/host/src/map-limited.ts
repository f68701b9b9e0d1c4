/**
 * `items` mapped by `load`, at most `limit` loads at a time, in the order of `items`. Keeps
 * the sitemap's per-entity reads from flooding the content API on a cold cache.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  load: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const queue = items.map((item, index) => ({ item, index }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      results[next.index] = await load(next.item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
