import { presenceTiming } from '@aula/api-client';
import { createContext, useContext } from 'react';

/** How often the open section pings and the page asks who is where (tests and stories shorten both). */
export interface PresenceTiming {
  /** Ping of the open section (DESIGN.md 8: about every 10 s; stale on the server after 30 s). */
  pingMs: number;
  /** How often the page asks who has which section open. */
  pollMs: number;
}

export const defaultPresenceTiming: PresenceTiming = {
  pingMs: presenceTiming.pingMs,
  pollMs: presenceTiming.pingMs,
};

export const PresenceTimingContext = createContext<PresenceTiming>(defaultPresenceTiming);

/** The intervals in effect (the EditorApp's `presenceTiming`, else the defaults). */
export const usePresenceTiming = () => useContext(PresenceTimingContext);
