import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore, Provider } from '../state/chrome-store';
import { headerHiddenAtom } from '../state/chrome-atoms';
import { type HeaderBehaviour, headerHideThreshold, useHeaderHide } from './use-header-hide';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

function setup(behaviour: HeaderBehaviour, breakingNewsHeight = 0) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  renderHook(() => useHeaderHide(behaviour, breakingNewsHeight), { wrapper });
  return () => store.get(headerHiddenAtom);
}

describe('useHeaderHide', () => {
  beforeEach(() => {
    window.scrollY = 0;
    window.innerHeight = 800;
  });

  it('hides when scrolling down past 50 px plus the breaking news, shows on scrolling up', () => {
    const hidden = setup('hide', 40);
    scrollTo(90);
    expect(hidden()).toBe(false);
    scrollTo(91);
    expect(hidden()).toBe(true);
    scrollTo(300);
    expect(hidden()).toBe(true);
    scrollTo(250);
    expect(hidden()).toBe(false);
    scrollTo(260);
    expect(hidden()).toBe(true);
    scrollTo(20);
    expect(hidden()).toBe(false);
  });

  it('in resize mode hides only past a quarter of the window height', () => {
    const hidden = setup('resize', 40);
    scrollTo(150);
    expect(hidden()).toBe(false);
    scrollTo(200);
    expect(hidden()).toBe(false);
    scrollTo(201);
    expect(hidden()).toBe(true);
    scrollTo(199);
    expect(hidden()).toBe(false);
  });

  it('never hides in default mode', () => {
    const hidden = setup('default');
    scrollTo(1000);
    scrollTo(2000);
    expect(hidden()).toBe(false);
  });

  it('computes the thresholds of spec 9', () => {
    expect(headerHideThreshold('hide', 0, 800)).toBe(50);
    expect(headerHideThreshold('hide', 64, 800)).toBe(114);
    expect(headerHideThreshold('resize', 64, 1000)).toBe(250);
    expect(headerHideThreshold('default', 64, 1000)).toBeNull();
  });
});
