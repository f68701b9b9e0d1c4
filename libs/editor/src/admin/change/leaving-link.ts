/**
 * The address a click on a link leaves this page for, or null when the click stays (another
 * handler took it, a modifier or middle button opens a new tab, a download, a link into a new
 * window, an anchor on this page).
 */
export function leavingLink(event: MouseEvent, here: URL): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const to = new URL(link.getAttribute('href') ?? '', here);
  const sameDocument = to.origin === here.origin && to.pathname === here.pathname;
  if (sameDocument && to.search === here.search && to.hash !== '') return null;
  return to.href;
}
