import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../state/chrome-store';
import { navigationTimeout, useNavigationLoading } from './use-navigation-loading';

const wrapper = ({ children }: { children: ReactNode }) => <Provider>{children}</Provider>;

function clickLink(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  document.body.append(anchor);
  // A router's link prevents the default only after the capture phase has seen the click.
  anchor.addEventListener('click', (event) => event.preventDefault());
  act(() => anchor.click());
  anchor.remove();
}

describe('useNavigationLoading (spec 4: loading bar)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs from a click on another page of the site until the location changes', () => {
    const { result, rerender } = renderHook(({ location }) => useNavigationLoading(location), {
      wrapper,
      initialProps: { location: '/de' },
    });
    expect(result.current).toEqual({ loading: false, failed: false });
    clickLink('/de/neuigkeiten');
    expect(result.current.loading).toBe(true);
    rerender({ location: '/de/neuigkeiten' });
    expect(result.current).toEqual({ loading: false, failed: false });
  });

  it('does not start for a link to another site', () => {
    const { result } = renderHook(() => useNavigationLoading('/de'), { wrapper });
    clickLink('https://example.org/');
    expect(result.current.loading).toBe(false);
  });

  it('marks a navigation that takes too long as failed', () => {
    const { result } = renderHook(() => useNavigationLoading('/de'), { wrapper });
    clickLink('/en');
    act(() => vi.advanceTimersByTime(navigationTimeout));
    expect(result.current).toEqual({ loading: false, failed: true });
  });

  it('marks a navigation failed when the browser goes offline meanwhile', () => {
    const { result } = renderHook(() => useNavigationLoading('/de'), { wrapper });
    act(() => window.dispatchEvent(new Event('offline')));
    expect(result.current).toEqual({ loading: false, failed: false });
    clickLink('/en');
    act(() => window.dispatchEvent(new Event('offline')));
    expect(result.current).toEqual({ loading: false, failed: true });
  });
});
