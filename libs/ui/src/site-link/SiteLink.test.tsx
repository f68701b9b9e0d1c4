import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from './link-context';
import { SiteLink } from './SiteLink';
import { canPrefetch, prefetchIdleTimeout } from './use-prefetch-on-idle';

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router="yes" {...props}>
      {children}
    </a>
  );
}

function renderLink(href: string, prefetch = vi.fn()) {
  render(
    <LinkProvider Link={RouterLink} prefetch={prefetch}>
      <SiteLink href={href}>Target</SiteLink>
    </LinkProvider>,
  );
  return { link: screen.getByRole('link', { name: 'Target' }), prefetch };
}

describe('SiteLink', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders a plain anchor without a provider', () => {
    render(<SiteLink href="/de/neuigkeiten">News</SiteLink>);
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/de/neuigkeiten');
  });

  it('routes internal links through the injected component and prefetches them when idle', () => {
    const { link, prefetch } = renderLink('/de/neuigkeiten');
    expect(link).toHaveAttribute('data-router', 'yes');
    act(() => vi.advanceTimersByTime(prefetchIdleTimeout - 1));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledWith('/de/neuigkeiten');
  });

  it.each(['https://example.org', '/media/a.docx', '/files/plan.pdf'])(
    'renders %s as a plain anchor and never prefetches it',
    (href) => {
      const { link, prefetch } = renderLink(href);
      expect(link).not.toHaveAttribute('data-router');
      act(() => vi.advanceTimersByTime(prefetchIdleTimeout));
      expect(prefetch).not.toHaveBeenCalled();
    },
  );

  it('skips prefetching while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { prefetch } = renderLink('/de/presse');
    act(() => vi.advanceTimersByTime(prefetchIdleTimeout));
    expect(prefetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('canPrefetch', () => {
  const online = { onLine: true } as Navigator;
  it('allows fast connections', () => {
    expect(canPrefetch({ ...online, connection: { effectiveType: '4g' } } as Navigator)).toBe(true);
    expect(canPrefetch(online)).toBe(true);
  });
  it('skips 2g, slow-2g, save-data and offline', () => {
    expect(canPrefetch({ ...online, connection: { effectiveType: '2g' } } as Navigator)).toBe(
      false,
    );
    expect(canPrefetch({ ...online, connection: { effectiveType: 'slow-2g' } } as Navigator)).toBe(
      false,
    );
    expect(canPrefetch({ ...online, connection: { saveData: true } } as Navigator)).toBe(false);
    expect(canPrefetch({ onLine: false } as Navigator)).toBe(false);
  });
});
