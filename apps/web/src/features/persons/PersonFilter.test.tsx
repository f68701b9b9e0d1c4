// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonFilter, type PersonFilterProps } from './PersonFilter';
import { searchDebounce } from './person-filter-query';

const router = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/de/personen', useRouter: () => router }));

afterEach(() => {
  cleanup();
  router.replace.mockReset();
  vi.useRealTimers();
});

const props: PersonFilterProps = {
  categories: [{ id: 3, name: 'Hochschulleitung' }],
  initial: { category: '', search: '' },
  view: 'list',
  labels: {
    category: 'Kategorie',
    all: 'Alle Kategorien',
    search: 'Suchbegriff',
    submit: 'Suchen',
    reset: 'Filter zurücksetzen',
  },
};

describe('PersonFilter (spec 2: category filter and debounced search keep the list type)', () => {
  it('keeps view=list when the category changes', () => {
    render(<PersonFilter {...props} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kategorie' }), {
      target: { value: '3' },
    });
    expect(router.replace).toHaveBeenCalledWith('/de/personen?category=3&view=list', {
      scroll: false,
    });
  });

  it('keeps view=list when the debounced search runs', () => {
    vi.useFakeTimers();
    render(<PersonFilter {...props} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchbegriff' }), {
      target: { value: 'bauer' },
    });
    expect(router.replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(searchDebounce));
    expect(router.replace).toHaveBeenCalledWith('/de/personen?search=bauer&view=list', {
      scroll: false,
    });
  });

  it('submits the list type without script, and leaves the default grid out', () => {
    const { container, rerender } = render(<PersonFilter {...props} />);
    expect(
      container.querySelector('input[type="hidden"][name="view"]')?.getAttribute('value'),
    ).toBe('list');
    rerender(<PersonFilter {...props} view="grid" />);
    expect(container.querySelector('input[name="view"]')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kategorie' }), {
      target: { value: '3' },
    });
    expect(router.replace).toHaveBeenCalledWith('/de/personen?category=3', { scroll: false });
  });
});
