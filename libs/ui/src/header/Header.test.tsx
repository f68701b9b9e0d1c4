import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore, Provider } from '../state/chrome-store';
import { headerHiddenAtom, menuOpenAtom } from '../state/chrome-atoms';
import { menuFixture } from '../testing/navigation-fixture';
import { Header } from './Header';

function setup(behaviour: 'hide' | 'default' = 'hide') {
  const store = createStore();
  render(
    <Provider store={store}>
      <Header
        locale="de"
        languageUrls={{ de: '/de/presse', en: '/en/press' }}
        menu={menuFixture}
        behaviour={behaviour}
        search={<button type="button">Suche</button>}
      />
    </Provider>,
  );
  return store;
}

describe('Header', () => {
  beforeEach(() => {
    window.scrollY = 0;
  });

  it('shows the logo, the search slot, the language switch and the burger', () => {
    setup();
    expect(screen.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/de');
    expect(screen.getByRole('button', { name: 'Suche' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Englisch/ })).toHaveAttribute('href', '/en/press');
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("shows the menu's top level as the main navigation, the current area marked", () => {
    render(
      <Provider store={createStore()}>
        <Header locale="en" menu={menuFixture} currentPath="/de/hochschule/geschichte" />
      </Provider>,
    );
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(navigation).toContainElement(screen.getByRole('link', { name: 'Hochschule' }));
    expect(screen.getByRole('link', { name: 'Hochschule' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it("takes the host's own language switch instead of the one built from languageUrls", () => {
    render(
      <Provider store={createStore()}>
        <Header
          locale="de"
          languageSwitch={<nav aria-label="Sprachen">EN</nav>}
          menu={menuFixture}
        />
      </Provider>,
    );
    expect(screen.getByRole('navigation', { name: 'Sprachen' }).textContent).toBe('EN');
  });

  it('opens the menu with the burger and gives the focus back when it closes', async () => {
    const user = userEvent.setup();
    const store = setup();
    const burger = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(burger);
    expect(store.get(menuOpenAtom)).toBe(true);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('aria-controls', 'site-menu');
    expect(screen.getByRole('dialog', { name: 'Hauptmenü' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(store.get(menuOpenAtom)).toBe(false);
    expect(burger).toHaveFocus();
  });

  it('hides on scrolling down and shows on scrolling up', () => {
    const store = setup('hide');
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(store.get(headerHiddenAtom)).toBe(true);
    expect(header).toHaveAttribute('data-hidden', 'true');
    act(() => {
      window.scrollY = 300;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-hidden', 'false');
  });
});
