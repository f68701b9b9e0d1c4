import { atom } from './chrome-store';

/** spec 3/4: the full-screen menu is open. */
export const menuOpenAtom = atom(false);

/** spec 3/4: the url of the open submenu, or null; one submenu is open at a time. */
export const openSubmenuAtom = atom<string | null>(null);

/** spec 4: the header is scrolled out of view. */
export const headerHiddenAtom = atom(false);

/** spec 4: the visitor closed the breaking news; reset each time the list loads. */
export const breakingNewsClosedAtom = atom(false);

/** The breaking news' height in px (0 when hidden): spec 4's header threshold adds it. */
export const breakingNewsHeightAtom = atom(0);

/** spec 3: the one search text shared by the header box, the overlay and the search page. */
export const searchTextAtom = atom('');

/** spec 4: closing the menu also clears the open submenu (scrolling is re-enabled by the menu). */
export const closeMenuAtom = atom(null, (_get, set) => {
  set(menuOpenAtom, false);
  set(openSubmenuAtom, null);
});

/** Toggles a submenu: opening one closes any other. */
export const toggleSubmenuAtom = atom(null, (get, set, url: string) => {
  set(openSubmenuAtom, get(openSubmenuAtom) === url ? null : url);
});
