import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../state/chrome-store';
import { menuOpenAtom, openSubmenuAtom } from '../state/chrome-atoms';
import { menuFixture } from '../testing/navigation-fixture';
import { Menu, menuTransition } from './Menu';

function Harness() {
  const burger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={burger} type="button">
        Burger
      </button>
      <p>Outside</p>
      <Menu items={menuFixture} locale="de" returnFocusRef={burger} />
    </>
  );
}

function setup(open = true) {
  const store = createStore();
  store.set(menuOpenAtom, open);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <Provider store={store}>
      <Harness />
    </Provider>,
  );
  return { store, user };
}

describe('Menu', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('closes without the exit transition when reduced motion is preferred', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = setup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('splits highlighted and normal entries', () => {
    setup();
    const highlights = screen.getByRole('navigation', { name: 'Schwerpunkte' });
    const more = screen.getByRole('navigation', { name: 'Weitere Seiten' });
    expect(highlights).toHaveTextContent('Studium');
    expect(highlights).not.toHaveTextContent('Hochschule');
    expect(more).toHaveTextContent('Hochschule');
    expect(more).toHaveTextContent('Personen');
  });

  it('keeps one submenu open at a time', async () => {
    const { user, store } = setup();
    const studium = screen.getByRole('button', { name: 'Studium' });
    const presse = screen.getByRole('button', { name: 'Presse' });
    await user.click(studium);
    expect(studium).toHaveAttribute('aria-expanded', 'true');
    expect(store.get(openSubmenuAtom)).toBe('/de/studium');
    await user.click(presse);
    expect(studium).toHaveAttribute('aria-expanded', 'false');
    expect(presse).toHaveAttribute('aria-expanded', 'true');
    await user.click(presse);
    expect(presse).toHaveAttribute('aria-expanded', 'false');
    expect(store.get(openSubmenuAtom)).toBeNull();
  });

  it('makes collapsed submenus unreachable', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Hochschule' });
    const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(submenu).toHaveAttribute('inert');
    await user.click(toggle);
    expect(submenu).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Leitung' })).toHaveAttribute(
      'href',
      '/de/hochschule/leitung',
    );
  });

  it('closes on Escape, clears the submenu, unlocks scrolling and returns focus to the burger', async () => {
    const { user, store } = setup(false);
    act(() => store.set(menuOpenAtom, true));
    expect(document.documentElement.style.overflow).toBe('hidden');
    // No close button of its own: the first entry has the focus (the burger closes, spec 2).
    expect(screen.queryByRole('button', { name: 'Menü schließen' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Schwerpunkte' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.click(screen.getByRole('button', { name: 'Studium' }));
    await user.keyboard('{Escape}');
    expect(store.get(menuOpenAtom)).toBe(false);
    expect(store.get(openSubmenuAtom)).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Burger' })).toHaveFocus();
    // The menu stays for its 700 ms exit transition (the fake clock also follows real time a little).
    act(() => vi.advanceTimersByTime(menuTransition - 200));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('navigation', { name: 'Schwerpunkte' }));
    expect(store.get(menuOpenAtom)).toBe(true);
    await user.click(screen.getByText('Outside'));
    expect(store.get(menuOpenAtom)).toBe(false);
  });

  it('closes when a link is followed', async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('link', { name: 'Personen' }));
    expect(store.get(menuOpenAtom)).toBe(false);
  });

  it('traps the focus while open, the burger (its close button) included', async () => {
    const { user } = setup();
    const first = document.activeElement;
    expect(screen.getByRole('navigation', { name: 'Schwerpunkte' })).toContainElement(
      first as HTMLElement,
    );
    const burger = screen.getByRole('button', { name: 'Burger' });
    await user.tab({ shift: true });
    expect(burger).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Neuigkeiten' })).toHaveFocus();
    await user.tab();
    expect(burger).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
  });
});
