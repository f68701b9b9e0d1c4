// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atom, createStore, Provider, useAtom, useAtomValue } from './chrome-store';

afterEach(cleanup);

const countAtom = atom(0);
const addAtom = atom(null, (get, set, by: number) => set(countAtom, get(countAtom) + by));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useAtom(countAtom);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Reader() {
  return <output>{useAtomValue(countAtom)}</output>;
}

describe('chrome store (DESIGN.md 5: the chrome without jotai)', () => {
  it('gives an atom its initial value, sets it and runs actions with their arguments', () => {
    const store = createStore();
    expect(store.get(countAtom)).toBe(0);
    store.set(countAtom, 2);
    store.set(addAtom, 3);
    expect(store.get(countAtom)).toBe(5);
  });

  it('tells subscribers of a change only, and no longer after they unsubscribe', () => {
    const store = createStore();
    const listener = vi.fn();
    const unsubscribe = store.sub(countAtom, listener);
    store.set(countAtom, 0);
    expect(listener).not.toHaveBeenCalled();
    store.set(countAtom, 1);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(countAtom, 2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('renders every reader again when a component or the store changes the value', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Counter label="count" />
        <Reader />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() => store.set(addAtom, 10));
    expect(screen.getByRole('button').textContent).toBe('count 11');
  });

  it('keeps the state of each Provider apart', () => {
    render(
      <>
        <Provider>
          <Counter label="first" />
        </Provider>
        <Provider>
          <Counter label="second" />
        </Provider>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'first 0' }));
    expect(screen.getByRole('button', { name: 'first 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'second 0' })).toBeTruthy();
  });
});
