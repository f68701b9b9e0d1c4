import type { NavigationItem } from '@aula/api-client';

/** One page of a side navigation branch (spec 2), with the pages listed below it. */
export interface BranchEntry {
  label: string;
  url: string;
  /** The page being shown: marked `aria-current="page"`. */
  current: boolean;
  children: BranchEntry[];
}

/** A URL path as the menu and the page both spell it: no query, hash or trailing slash. */
function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  try {
    return decodeURI(trimmed);
  } catch {
    return trimmed; // a malformed escape compares as written
  }
}

/** The entries from a top-level entry down to the one at `path`, or null when it is not there. */
function trail(items: readonly NavigationItem[], path: string): NavigationItem[] | null {
  for (const item of items) {
    if (pathOf(item.url) === path) return [item];
    const below = trail(item.children, path);
    if (below) return [item, ...below];
  }
  return null;
}

/** An entry with its children listed only where it lies on the trail to the current page. */
function toEntry(
  item: NavigationItem,
  onTrail: ReadonlySet<NavigationItem>,
  current: NavigationItem,
): BranchEntry {
  return {
    label: item.menu_name || item.headline,
    url: item.url,
    current: item === current,
    children: onTrail.has(item)
      ? item.children.map((child) => toEntry(child, onTrail, current))
      : [],
  };
}

/**
 * spec 2: the menu branch a page sits in, for its side navigation: the top-level menu entry
 * that contains the page, with its children; below them only the way to the page opens up (its
 * ancestors' siblings, its own siblings and children), so a long branch stays short. Null when
 * the page is not in the menu or its top-level entry has no pages below it.
 */
export function menuBranch(menu: readonly NavigationItem[], pageUrl: string): BranchEntry | null {
  const found = trail(menu, pathOf(pageUrl));
  const [top] = found ?? [];
  if (!found || !top || top.children.length === 0) return null;
  const current = found[found.length - 1] ?? top;
  return toEntry(top, new Set(found), current);
}
