import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuFixture } from '../testing/navigation-fixture';
import { currentMark, MainNavigation } from './MainNavigation';

describe('MainNavigation', () => {
  it.each([
    ['de', 'Hauptnavigation'],
    ['en', 'Main navigation'],
  ] as const)(
    'lists the top level of the menu as links (%s), no submenu entries',
    (locale, name) => {
      render(<MainNavigation locale={locale} items={menuFixture} />);
      const links = within(screen.getByRole('navigation', { name })).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(
        menuFixture.map((item) => item.menu_name),
      );
      expect(links[0]).toHaveAttribute('href', '/de/studium');
    },
  );

  it('marks the page shown as the page, and the area of a page below an entry', () => {
    const { rerender } = render(
      <MainNavigation locale="de" items={menuFixture} currentPath="/de/presse" />,
    );
    expect(screen.getByRole('link', { name: 'Presse' })).toHaveAttribute('aria-current', 'page');
    rerender(<MainNavigation locale="de" items={menuFixture} currentPath="/de/studium/musik" />);
    expect(screen.getByRole('link', { name: 'Studium' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Presse' })).not.toHaveAttribute('aria-current');
  });

  it('marks no entry whose address only starts like the page', () => {
    expect(currentMark('/de/presse', '/de/pressemitteilungen')).toBeUndefined();
    expect(currentMark('/de/presse', undefined)).toBeUndefined();
  });

  it('renders nothing without a menu', () => {
    const { container } = render(<MainNavigation locale="en" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
