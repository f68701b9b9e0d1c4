/** A change to a filter: array fields take one entry (or several) to toggle, others a new value. */
export type FilterChange<F> = {
  [K in keyof F]?: F[K] extends readonly (infer E)[] ? E | readonly E[] : F[K];
};

/**
 * spec 4: applies a filter change. A filter value that is an array toggles the given entries
 * (added when absent, removed when present); a boolean or any other value is set.
 */
export function applyFilterChange<F extends object>(filter: F, change: FilterChange<F>): F {
  const next = { ...filter };
  for (const key of Object.keys(change) as (keyof F)[]) {
    const value: unknown = change[key];
    const current: unknown = filter[key];
    if (Array.isArray(current)) {
      const entries = new Set<unknown>(current);
      for (const entry of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (entries.has(entry)) entries.delete(entry);
        else entries.add(entry);
      }
      next[key] = [...entries] as F[keyof F];
    } else {
      next[key] = value as F[keyof F];
    }
  }
  return next;
}
