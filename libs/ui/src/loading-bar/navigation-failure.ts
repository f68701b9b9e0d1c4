import { useState } from 'react';

/**
 * Whether this document has shown the site's pages (their loading bar mounted). The site's
 * pages give way to an error page only through a client-side navigation or refresh, so an
 * error page shown after them ended a navigation or refresh that failed (spec 8); an error page
 * that came with the document from the server did not.
 */
let sitePagesShown = false;

/** The site's pages are on screen (`useNavigationLoading` notes it when it mounts). */
export function noteSitePagesShown(): void {
  sitePagesShown = true;
}

/**
 * spec 4, 8: for an error boundary: whether the failure it shows ended a navigation or a
 * `router.refresh()` (then the loading bar is shown failed). Read once, when the boundary
 * mounts: false on the server and while hydrating an error page the server rendered.
 */
export function useFailedNavigation(): boolean {
  const [failed] = useState(() => typeof window !== 'undefined' && sitePagesShown);
  return failed;
}
