import { describe, expect, it } from 'vitest';
import { createStore } from './chrome-store';
import { closeMenuAtom, menuOpenAtom, openSubmenuAtom, toggleSubmenuAtom } from './chrome-atoms';

describe('chrome atoms', () => {
  it('closing the menu clears the open submenu', () => {
    const store = createStore();
    store.set(menuOpenAtom, true);
    store.set(openSubmenuAtom, '/de/studium');
    store.set(closeMenuAtom);
    expect(store.get(menuOpenAtom)).toBe(false);
    expect(store.get(openSubmenuAtom)).toBeNull();
  });

  it('keeps one submenu open at a time and toggles it closed', () => {
    const store = createStore();
    store.set(toggleSubmenuAtom, '/de/studium');
    store.set(toggleSubmenuAtom, '/de/presse');
    expect(store.get(openSubmenuAtom)).toBe('/de/presse');
    store.set(toggleSubmenuAtom, '/de/presse');
    expect(store.get(openSubmenuAtom)).toBeNull();
  });
});
