/** The parts of a click and its anchor that decide whether the router navigates. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * spec 4 (loading bar): whether a click on `anchor` starts a client-side navigation to another
 * page of this site (same origin, same tab, another path or query).
 */
export function startsNavigation(
  click: LinkClick,
  anchor: { href: string; target: string; hasAttribute(name: string): boolean },
  current: URL,
): boolean {
  if (
    click.defaultPrevented ||
    click.button !== 0 ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey
  )
    return false;
  if (
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    !anchor.href
  )
    return false;
  let next: URL;
  try {
    next = new URL(anchor.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
