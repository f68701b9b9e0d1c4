// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonViewSwitch, type PersonViewSwitchProps } from './PersonViewSwitch';

afterEach(cleanup);

const props: PersonViewSwitchProps = {
  path: '/de/personen',
  filter: { category: '3', search: 'bauer' },
  pages: 1,
  view: 'grid',
  labels: { view: 'Ansicht', grid: 'Raster', list: 'Liste' },
};

describe('PersonViewSwitch (spec 2: grid is the default list type)', () => {
  it('links both list types, keeping the filter, and marks the shown one', () => {
    render(<PersonViewSwitch {...props} />);
    expect(screen.getByRole('group', { name: 'Ansicht' })).toBeDefined();
    const grid = screen.getByRole('link', { name: 'Raster' });
    const list = screen.getByRole('link', { name: 'Liste' });
    expect(grid.getAttribute('href')).toBe('/de/personen?category=3&search=bauer');
    expect(list.getAttribute('href')).toBe('/de/personen?category=3&search=bauer&view=list');
    expect(grid.getAttribute('aria-current')).toBe('true');
    expect(list.hasAttribute('aria-current')).toBe(false);
  });

  it('marks the list when it is shown and keeps the shown pages', () => {
    render(
      <PersonViewSwitch {...props} filter={{ category: '', search: '' }} pages={2} view="list" />,
    );
    expect(screen.getByRole('link', { name: 'Liste' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Raster' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Raster' }).getAttribute('href')).toBe(
      '/de/personen?page=2',
    );
  });
});
