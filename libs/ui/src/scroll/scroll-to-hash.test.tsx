import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hashScrollInterval,
  hashScrollOffset,
  hashScrollRetries,
  scrollToHash,
} from './scroll-to-hash';
import { useRouteScroll } from './use-route-scroll';

function addTarget(id: string, top: number) {
  const element = document.createElement('div');
  element.id = id;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(element);
}

describe('scrollToHash', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.scrollY = 100;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('scrolls smoothly to the element with a 250 px offset', () => {
    addTarget('kontakt', 1000);
    scrollToHash('#kontakt');
    expect(scrollTo).toHaveBeenCalledWith({
      top: 1000 + 100 - hashScrollOffset,
      behavior: 'smooth',
    });
  });

  it('retries every 100 ms until the element appears', () => {
    scrollToHash('#spaet', false);
    vi.advanceTimersByTime(hashScrollInterval * 5);
    expect(scrollTo).not.toHaveBeenCalled();
    addTarget('spaet', 500);
    vi.advanceTimersByTime(hashScrollInterval);
    expect(scrollTo).toHaveBeenCalledWith({ top: 350, behavior: 'auto' });
  });

  it('gives up after 100 retries', () => {
    const getElementById = vi.spyOn(document, 'getElementById');
    scrollToHash('#nie');
    vi.advanceTimersByTime(hashScrollInterval * (hashScrollRetries + 10));
    expect(getElementById).toHaveBeenCalledTimes(hashScrollRetries + 1);
    getElementById.mockRestore();
  });

  it('scrolls a new page to its hash (the first page stays where the browser put it)', () => {
    const { rerender } = renderHook(({ path }) => useRouteScroll(path), {
      initialProps: { path: '/de' },
    });
    expect(scrollTo).not.toHaveBeenCalled();
    addTarget('anker', 600);
    window.history.replaceState(null, '', '/de/presse#anker');
    rerender({ path: '/de/presse' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 450, behavior: 'smooth' });
  });

  it('follows hash changes', () => {
    renderHook(() => useRouteScroll('/de'));
    addTarget('faq', 300);
    window.history.replaceState(null, '', '/de#faq');
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 150, behavior: 'smooth' });
  });
});
