import { atom } from '../state/chrome-store';

/** spec 4 (loading bar): whether a page is being loaded, and whether the last load failed. */
export const navigationLoadingAtom = atom({ loading: false, failed: false });

/** Starts the loading bar: link clicks and programmatic navigation (the search) call it. */
export const startNavigationAtom = atom(null, (_get, set) =>
  set(navigationLoadingAtom, { loading: true, failed: false }),
);

/** Ends the loading bar: the new page is shown (`failed: false`) or it took too long (`failed: true`). */
export const finishNavigationAtom = atom(null, (get, set, failed: boolean) => {
  if (get(navigationLoadingAtom).loading) set(navigationLoadingAtom, { loading: false, failed });
});
