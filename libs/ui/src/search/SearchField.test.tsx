import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../state/chrome-store';
import { searchTextAtom } from '../state/chrome-atoms';
import { SearchField } from './SearchField';
import { searchBlurDelay } from './use-autocomplete';

function setup(
  fetchSuggestions = vi.fn((query: string) =>
    Promise.resolve([`${query} eins`, `${query} zwei`, `${query} drei`]),
  ),
) {
  const onSubmit = vi.fn();
  const store = createStore();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <Provider store={store}>
      <SearchField locale="de" fetchSuggestions={fetchSuggestions} onSubmit={onSubmit} />
      <button type="button">Elsewhere</button>
    </Provider>,
  );
  return {
    user,
    onSubmit,
    fetchSuggestions,
    store,
    input: screen.getByRole('combobox', { name: 'Suchbegriff' }),
  };
}

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the suggestions from two characters, with the lowercase text', async () => {
    const { user, input, fetchSuggestions } = setup();
    await user.type(input, 'J');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'A');
    expect(fetchSuggestions).toHaveBeenLastCalledWith('ja');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('moves through the options with the arrow keys and submits the chosen one', async () => {
    const { user, input, onSubmit, store } = setup();
    await user.type(input, 'jazz');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'jazz zwei' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'jazz drei' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('jazz drei');
    expect(store.get(searchTextAtom)).toBe('jazz drei');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the typed text with Enter, never an empty one', async () => {
    const { user, input, onSubmit } = setup(vi.fn(() => Promise.resolve([])));
    await user.type(input, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'Oper{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Oper');
  });

  it('closes on Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'jazz');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and on scroll', async () => {
    const { user, input } = setup();
    await user.type(input, 'jazz');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    await user.keyboard('x');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // The answer for the new text must be in before the scroll, or it would reopen the list.
    await screen.findByRole('option', { name: 'jazzx eins' });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes 200 ms after blur, and submits a clicked option', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'jazz');
    await user.click(await screen.findByRole('option', { name: 'jazz eins' }));
    expect(onSubmit).toHaveBeenCalledWith('jazz eins');
    await user.keyboard('x');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(searchBlurDelay - 50));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(50));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores the answer to an outdated query', async () => {
    let resolveFirst: (value: string[]) => void = () => undefined;
    const fetchSuggestions = vi
      .fn<(query: string) => Promise<string[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementation((query) => Promise.resolve([`${query}!`]));
    const { user, input } = setup(fetchSuggestions);
    await user.type(input, 'ab');
    await user.type(input, 'c');
    await act(async () => resolveFirst(['stale']));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['abc!']);
  });

  it('cuts queries to 200 characters', async () => {
    const { user, input, onSubmit } = setup(vi.fn(() => Promise.resolve([])));
    await user.click(input);
    await user.paste('x'.repeat(250));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('x'.repeat(200));
  });
});
