'use client';

import type { HeaderBehaviour } from '@aula/api-client';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type SetHeaderBehaviour = (behaviour: HeaderBehaviour | null) => void;

const SetHeaderBehaviourContext = createContext<SetHeaderBehaviour>(() => undefined);

/**
 * spec 2: the header behaviour the page below asks for (`PageHeaderBehaviour`), or null where
 * no page asks (screens without page settings). The chrome lives in the layout, above the page,
 * so the page hands its choice up through this context.
 */
export function usePageHeaderBehaviour(): [HeaderBehaviour | null, SetHeaderBehaviour] {
  return useState<HeaderBehaviour | null>(null);
}

/** Lets the pages inside set the header behaviour (`set` from `usePageHeaderBehaviour`). */
export function PageHeaderBehaviourProvider({
  set,
  children,
}: {
  set: SetHeaderBehaviour;
  children?: ReactNode;
}) {
  return <SetHeaderBehaviourContext value={set}>{children}</SetHeaderBehaviourContext>;
}

/**
 * spec 2: a page's effective header behaviour (its setting, else the site default), handed to
 * the chrome's header while the page is shown; leaving the page hands it back.
 */
export function PageHeaderBehaviour({ behaviour }: { behaviour: HeaderBehaviour }) {
  const set = useContext(SetHeaderBehaviourContext);
  useEffect(() => {
    set(behaviour);
    return () => set(null);
  }, [behaviour, set]);
  return null;
}
