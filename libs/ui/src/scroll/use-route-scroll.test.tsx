import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRouteScroll } from './use-route-scroll';

function Page({ path }: { path: string }) {
  useRouteScroll(path);
  return null;
}

/** The browser at `address`, scrolled to `y` (the scroll event as the browser sends it). */
async function scrolledTo(address: string, y: number) {
  window.history.replaceState(null, '', address);
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('useRouteScroll (spec 2: a new page at the top; Back returns to the place)', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    window.history.replaceState(null, '', '/de/neuigkeiten');
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    scrollTo.mockReset();
    vi.unstubAllGlobals();
  });

  it('leaves the first page of a document where the browser put it', () => {
    render(<Page path="/de/neuigkeiten" />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top, and Back returns to the place on the list', async () => {
    const { rerender } = render(<Page path="/de/neuigkeiten" />);
    await scrolledTo('/de/neuigkeiten?page=2', 4979);
    window.history.pushState(null, '', '/de/neuigkeiten/abschlussausstellung-1/1');
    rerender(<Page path="/de/neuigkeiten/abschlussausstellung-1/1" />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });

    window.history.replaceState(null, '', '/de/neuigkeiten?page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    rerender(<Page path="/de/neuigkeiten" />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 4979, behavior: 'auto' });
  });

  it('starts at the top on Back to an address it has no place for', async () => {
    const { rerender } = render(<Page path="/de/personen" />);
    window.history.pushState(null, '', '/de/presse');
    rerender(<Page path="/de/presse" />);
    window.history.replaceState(null, '', '/de/unbekannt');
    window.dispatchEvent(new PopStateEvent('popstate'));
    rerender(<Page path="/de/unbekannt" />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
