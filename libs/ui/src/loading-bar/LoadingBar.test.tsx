import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar';
import {
  loadingDuration,
  loadingHideDelay,
  loadingThrottle,
  loadingTick,
} from './use-loading-progress';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const value = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const { rerender } = render(<LoadingBar locale="de" loading />);
    advance(loadingThrottle - 1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoadingBar locale="de" loading={false} />);
    advance(loadingThrottle + loadingHideDelay);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fills in about 5 s in 100 ms ticks, completes on finish and hides 500 ms later', () => {
    const { rerender } = render(<LoadingBar locale="de" loading />);
    advance(loadingThrottle);
    expect(value()).toBe(0);
    advance(loadingTick);
    expect(value()).toBe(2);
    advance(loadingDuration / 2 - loadingTick);
    expect(value()).toBe(50);
    advance(loadingDuration);
    expect(value()).toBe(99);
    rerender(<LoadingBar locale="de" loading={false} />);
    expect(value()).toBe(100);
    advance(loadingHideDelay - 1);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('marks a failed load', () => {
    const { rerender } = render(<LoadingBar locale="en" loading />);
    advance(loadingThrottle);
    rerender(<LoadingBar locale="en" loading={false} failed />);
    expect(
      screen.getByRole('progressbar', { name: 'The page could not be loaded.' }),
    ).toHaveAttribute('data-failed', 'true');
  });

  it('keeps a failed load marked, full and announced, in both languages, until the next load', () => {
    const { rerender } = render(<LoadingBar locale="de" loading={false} failed />);
    advance(loadingHideDelay * 2);
    expect(
      screen.getByRole('progressbar', { name: 'Die Seite konnte nicht geladen werden.' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Die Seite konnte nicht geladen werden.');
    rerender(<LoadingBar locale="en" loading={false} failed />);
    expect(screen.getByRole('status')).toHaveTextContent('The page could not be loaded.');
    rerender(<LoadingBar locale="en" loading failed={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tracks the online state', () => {
    render(<LoadingBar locale="de" loading={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sie sind offline.');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
