import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../state/chrome-store';
import { breakingNewsClosedAtom } from '../state/chrome-atoms';
import { BreakingNews, type BreakingNewsEntry } from './BreakingNews';

const regular: BreakingNewsEntry = {
  id: 1,
  headline: 'Bewerbungsfrist verlängert',
  text: 'Bewerbungen sind bis zum 15. Juni möglich.',
  color: 'regular',
  link_obj: { url: '/de/bewerbung' },
  link_text: 'Zur Bewerbung',
};
const urgent: BreakingNewsEntry = {
  ...regular,
  id: 2,
  headline: 'Gebäude geschlossen',
  color: 'urgent',
  link_obj: null,
  link_text: '',
};

function setup(items: BreakingNewsEntry[], onHeightChange = vi.fn()) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = render(<BreakingNews items={items} locale="de" onHeightChange={onHeightChange} />, {
    wrapper,
  });
  return { store, view, onHeightChange };
}

describe('BreakingNews', () => {
  it('shows nothing without items', () => {
    const { onHeightChange } = setup([]);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(onHeightChange).toHaveBeenCalledWith(0);
  });

  it('shows the regular variant with its link', () => {
    setup([regular]);
    const banner = screen.getByRole('complementary', { name: 'Aktuelle Meldung' });
    expect(banner).toHaveAttribute('data-color', 'regular');
    expect(screen.getByRole('link', { name: 'Zur Bewerbung' })).toHaveAttribute(
      'href',
      '/de/bewerbung',
    );
  });

  it('turns red when an item is urgent', () => {
    setup([regular, urgent]);
    expect(screen.getByRole('complementary')).toHaveAttribute('data-color', 'urgent');
  });

  it('closes with the close button and opens again when a new list loads', async () => {
    const { store, view, onHeightChange } = setup([regular]);
    await userEvent.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(store.get(breakingNewsClosedAtom)).toBe(true);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(onHeightChange).toHaveBeenLastCalledWith(0);
    view.rerender(<BreakingNews items={[regular]} locale="de" onHeightChange={onHeightChange} />);
    expect(store.get(breakingNewsClosedAtom)).toBe(false);
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });

  it('closing moves the focus on to what follows the banner, never to the page body', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <BreakingNews items={[regular]} locale="de" />
        <a href="/de">Startseite</a>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(screen.getByRole('link', { name: 'Startseite' })).toHaveFocus();
  });
});
