import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredLoadMore } from './DeferredLoadMore';

const labels = {
  loadMore: 'Mehr laden',
  loading: 'Wird geladen …',
  loaded: '{count} weitere Einträge geladen.',
  failed: 'Die Einträge konnten nicht geladen werden.',
};

/** The island that takes over: shows what it was given. */
function Island({ entries, autoLoad }: { entries: string[]; autoLoad: true }) {
  return (
    <p>
      island with {entries.join(', ')}, autoLoad {String(autoLoad)}
    </p>
  );
}

function list(load: () => Promise<typeof Island>) {
  return (
    <DeferredLoadMore
      load={load}
      islandProps={{ entries: ['a', 'b'] }}
      labels={labels}
      hasMore
      nextHref="?page=2"
    >
      <ul>
        <li>server entry</li>
      </ul>
    </DeferredLoadMore>
  );
}

describe('DeferredLoadMore (DESIGN.md 5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the server list with the link to the next page before hydration, and loads nothing', () => {
    const load = vi.fn(() => Promise.resolve(Island));
    const html = renderToString(list(load));
    expect(html).toContain('server entry');
    expect(html).toContain('href="?page=2"');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the island at the first press; it takes over with the props and asks for the next page', async () => {
    let resolve: (island: typeof Island) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Island>((settle) => (resolve = settle)));
    render(list(load));
    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Wird geladen …' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    await act(async () => resolve(Island));
    expect(screen.getByText('island with a, b, autoLoad true')).toBeInTheDocument();
    expect(screen.queryByText('server entry')).toBeNull();
  });

  it('a failed load says so and the next press tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Island);
    render(list(load));
    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Einträge konnten nicht geladen werden.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByText('island with a, b, autoLoad true')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts loading the code when the control comes near the screen, without taking over', async () => {
    let near: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof near, init: IntersectionObserverInit) {
          near = callback;
          options.push(init);
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    const load = vi.fn(() => Promise.resolve(Island));
    render(list(load));
    expect(options[0]?.rootMargin).toBe('0px 0px 600px 0px');
    act(() => near([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();
    act(() => near([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByText('server entry')).toBeInTheDocument();
    // The press uses the code already loading.
    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() =>
      expect(screen.getByText('island with a, b, autoLoad true')).toBeInTheDocument(),
    );
    expect(load).toHaveBeenCalledOnce();
  });
});
