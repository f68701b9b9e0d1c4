import { describe, expect, it } from 'vitest';
import { createStore } from '../state/chrome-store';
import {
  finishNavigationAtom,
  navigationLoadingAtom,
  startNavigationAtom,
} from './navigation-loading-atom';

describe('navigation loading atoms (spec 4: loading bar)', () => {
  it('starts loading and clears an earlier failure', () => {
    const store = createStore();
    store.set(navigationLoadingAtom, { loading: false, failed: true });
    store.set(startNavigationAtom);
    expect(store.get(navigationLoadingAtom)).toEqual({ loading: true, failed: false });
  });

  it('finishes a running load, as failed or not', () => {
    const store = createStore();
    store.set(startNavigationAtom);
    store.set(finishNavigationAtom, true);
    expect(store.get(navigationLoadingAtom)).toEqual({ loading: false, failed: true });
  });

  it('keeps the state when nothing is loading', () => {
    const store = createStore();
    store.set(navigationLoadingAtom, { loading: false, failed: true });
    store.set(finishNavigationAtom, false);
    expect(store.get(navigationLoadingAtom)).toEqual({ loading: false, failed: true });
  });
});
