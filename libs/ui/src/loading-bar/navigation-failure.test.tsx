import { render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The note lives in the module, as it lives in the document: each test starts a new document.
beforeEach(() => vi.resetModules());

const load = async () => ({
  ...(await import('./navigation-failure')),
  ...(await import('./use-navigation-loading')),
});

describe('useFailedNavigation (spec 4, 8: failed navigations and refreshes)', () => {
  it('is no failed navigation for an error page that came with the document', async () => {
    const { useFailedNavigation } = await load();
    expect(renderHook(() => useFailedNavigation()).result.current).toBe(false);
  });

  it('is a failed navigation for an error page shown after the site pages were shown', async () => {
    const { useFailedNavigation, useNavigationLoading } = await load();
    const site = renderHook(() => useNavigationLoading('/de/neuigkeiten'));
    // The boundary replaces the pages: the failure ended a navigation or refresh.
    site.unmount();
    expect(renderHook(() => useFailedNavigation()).result.current).toBe(true);
  });

  it("shows the error boundary's loading bar failed only after a failed navigation", async () => {
    const { FailedNavigationBar } = await import('./FailedNavigationBar');
    const { noteSitePagesShown } = await import('./navigation-failure');
    const before = render(<FailedNavigationBar locale="en" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    before.unmount();
    noteSitePagesShown();
    render(<FailedNavigationBar locale="en" />);
    expect(
      screen.getByRole('progressbar', { name: 'The page could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The page could not be loaded.');
  });

  it('is never a failed navigation on the server', async () => {
    const { noteSitePagesShown, useFailedNavigation } = await load();
    noteSitePagesShown();
    const Probe = () => <>{String(useFailedNavigation())}</>;
    const original = globalThis.window;
    vi.stubGlobal('window', undefined);
    try {
      expect(renderToString(<Probe />)).toBe('false');
    } finally {
      vi.stubGlobal('window', original);
    }
  });
});
