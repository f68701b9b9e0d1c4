/**
 * A list's query is part of its route (DESIGN.md 5: one cached page per filter state), so each
 * change a filter sends makes a new page with a new filter on it, which starts again from the
 * address. What the old filter hands over (the focus, what was typed meanwhile) waits here for
 * the filter of the next page at the same path. Only a filter's own navigation hands over: Back
 * or a link start from the address.
 */
export function pageHandOver<T>() {
  let handedOver: { path: string; value: T } | null = null;
  return {
    give(path: string, value: T): void {
      handedOver = { path, value };
    },
    /** What was handed over to `path`, left in place (the new filter drops it once shown). */
    peek(path: string): T | null {
      return handedOver && handedOver.path === path ? handedOver.value : null;
    },
    /** What was handed over to `path`, taken once. */
    take(path: string): T | null {
      const value = this.peek(path);
      handedOver = null;
      return value;
    },
    /** The navigation ended without a new page (the same query), or the new filter took it. */
    drop(): void {
      handedOver = null;
    },
  };
}
