/**
 * The list's query is part of its route (DESIGN.md 5: one cached page per filter state), so a
 * filter change brings a new page and a new filter form: what the visitor was on is lost with
 * the old one. As in the persons filter (person-filter-draft), the filter's own navigation hands
 * the focus over to the form of the next page; Back or a link start without it.
 */
export interface FilterHandOver {
  /** The list's path (without its query). */
  path: string;
  /** A selector in the next filter form for the control that had the focus. */
  focus: string | null;
}

let handedOver: FilterHandOver | null = null;

export function handOverFilter(path: string, focus: string | null): void {
  handedOver = { path, focus };
}

/** What the filter navigation to `path` handed over (taken once), or null. */
export function takeFilterHandOver(path: string): FilterHandOver | null {
  const taken = handedOver;
  handedOver = null;
  return taken && taken.path === path ? taken : null;
}

/** The navigation ended without a new page (the same query): nothing to hand over. */
export function dropFilterHandOver(): void {
  handedOver = null;
}
