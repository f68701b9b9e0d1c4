import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * DESIGN.md 5: the chrome's few flags (menu, submenu, header, breaking news, search text, loading
 * bar) in a tiny store of its own, with jotai's names for the part of it the chrome used
 * (`atom`, `createStore`, `Provider`, `useAtom`…). jotai (3.7 KiB gzip) was the largest piece of
 * every visitor page's JavaScript beyond the bare Next.js page; the editor keeps jotai.
 */

/** A value with its initial state. */
export interface StateAtom<Value> {
  readonly init: Value;
}

type Getter = <Value>(atom: StateAtom<Value>) => Value;
type Setter = <Value>(atom: StateAtom<Value>, value: Value) => void;

/** An action over other atoms (jotai's write-only atom `atom(null, write)`). */
export interface ActionAtom<Args extends unknown[]> {
  readonly write: (get: Getter, set: Setter, ...args: Args) => void;
}

export function atom<Value>(init: Value): StateAtom<Value>;
export function atom<Args extends unknown[]>(
  init: null,
  write: ActionAtom<Args>['write'],
): ActionAtom<Args>;
export function atom(
  init: unknown,
  write?: ActionAtom<unknown[]>['write'],
): StateAtom<unknown> | ActionAtom<unknown[]> {
  return write ? { write } : { init };
}

export interface ChromeStore {
  get: Getter;
  set: {
    <Value>(atom: StateAtom<Value>, value: Value): void;
    <Args extends unknown[]>(atom: ActionAtom<Args>, ...args: Args): void;
  };
  sub: (atom: StateAtom<unknown>, listener: () => void) => () => void;
}

/** A store of the chrome's atoms: each Provider (each page chrome, each test) has its own. */
export function createStore(): ChromeStore {
  const values = new Map<StateAtom<unknown>, unknown>();
  const listeners = new Map<StateAtom<unknown>, Set<() => void>>();
  const get: Getter = <Value,>(atom: StateAtom<Value>) =>
    (values.has(atom) ? values.get(atom) : atom.init) as Value;
  const setValue: Setter = (atom, value) => {
    if (Object.is(get(atom), value)) return;
    values.set(atom, value);
    for (const listener of [...(listeners.get(atom) ?? [])]) listener();
  };
  return {
    get,
    set: (atom: StateAtom<unknown> | ActionAtom<unknown[]>, ...args: unknown[]) => {
      if ('write' in atom) atom.write(get, setValue, ...args);
      else setValue(atom, args[0]);
    },
    sub: (atom, listener) => {
      const set = listeners.get(atom) ?? new Set();
      listeners.set(atom, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

// Without a Provider (a lone component in a story) the atoms live in one store of the module, as in jotai.
const StoreContext = createContext<ChromeStore>(createStore());

/** Gives the components below it a store: `store` when given (tests), else one of its own. */
export function Provider({ store, children }: { store?: ChromeStore; children?: ReactNode }) {
  const [own] = useState(createStore);
  return <StoreContext.Provider value={store ?? own}>{children}</StoreContext.Provider>;
}

export function useStore(): ChromeStore {
  return useContext(StoreContext);
}

/** The atom's value; the component renders again when it changes. */
export function useAtomValue<Value>(atom: StateAtom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.sub(atom, listener), [store, atom]);
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}

/** The function that sets a value atom, or runs an action atom with its arguments. */
export function useSetAtom<Value>(atom: StateAtom<Value>): (value: Value) => void;
export function useSetAtom<Args extends unknown[]>(atom: ActionAtom<Args>): (...args: Args) => void;
export function useSetAtom(
  atom: StateAtom<unknown> | ActionAtom<unknown[]>,
): (...args: unknown[]) => void {
  const store = useStore();
  return useCallback(
    (...args: unknown[]) =>
      (store.set as (atom: unknown, ...rest: unknown[]) => void)(atom, ...args),
    [store, atom],
  );
}

/** The value and its setter. */
export function useAtom<Value>(atom: StateAtom<Value>): [Value, (value: Value) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
