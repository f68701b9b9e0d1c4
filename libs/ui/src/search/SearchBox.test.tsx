import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../state/chrome-store';
import { SearchBox } from './SearchBox';
import { overlayTransition } from './SearchOverlay';

function stubScreen(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? desktop : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <Provider store={createStore()}>
      <SearchBox
        locale="de"
        fetchSuggestions={() => Promise.resolve(['jazz', 'jazzchor'])}
        onSubmit={onSubmit}
      />
    </Provider>,
  );
  return { user, onSubmit };
}

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('on desktop', () => {
    it('expands on the first click and submits on the next if it holds text', async () => {
      stubScreen(true);
      const { user, onSubmit } = setup();
      expect(screen.queryByRole('combobox')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Suche öffnen' }));
      const input = screen.getByRole('combobox', { name: 'Suchbegriff' });
      expect(input).toHaveFocus();
      const submit = screen.getByRole('button', { name: 'Suchen' });
      await user.click(submit);
      expect(onSubmit).not.toHaveBeenCalled();
      await user.type(input, 'Jazz');
      await user.click(submit);
      expect(onSubmit).toHaveBeenCalledWith('Jazz');
    });

    it('collapses with Escape', async () => {
      stubScreen(true);
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Suche öffnen' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.getByRole('button', { name: 'Suche öffnen' })).toBeInTheDocument();
    });
  });

  describe('on small screens', () => {
    it('slides in an overlay with the search field and out again on Escape', async () => {
      stubScreen(false);
      const { user } = setup();
      const toggle = screen.getByRole('button', { name: 'Suche öffnen' });
      await user.click(toggle);
      const overlay = screen.getByRole('dialog', { name: 'Suche' });
      expect(overlay).toHaveAttribute('data-state', 'open');
      expect(screen.getByRole('combobox')).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(overlay).toHaveAttribute('data-state', 'closing');
      act(() => vi.advanceTimersByTime(overlayTransition));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(toggle).toHaveFocus();
    });

    it('closes the overlay when the search is submitted', async () => {
      stubScreen(false);
      const { user, onSubmit } = setup();
      await user.click(screen.getByRole('button', { name: 'Suche öffnen' }));
      await user.type(screen.getByRole('combobox'), 'Oper{Enter}');
      expect(onSubmit).toHaveBeenCalledWith('Oper');
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    });

    it('submits with its own button, and only with text', async () => {
      stubScreen(false);
      const { user, onSubmit } = setup();
      await user.click(screen.getByRole('button', { name: 'Suche öffnen' }));
      const submit = screen.getByRole('dialog').querySelector('[role="search"] > button');
      expect(submit).toHaveAccessibleName('Suchen');
      await user.click(submit as HTMLElement);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('combobox')).toHaveFocus();
      await user.type(screen.getByRole('combobox'), 'Jazz');
      await user.click(submit as HTMLElement);
      expect(onSubmit).toHaveBeenCalledWith('Jazz');
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    });
  });
});
