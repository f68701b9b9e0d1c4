import { createContext, useContext } from 'react';

/** The consent state the page needs (spec 4): blocks ask for external media, the footer reopens the settings. */
export interface ConsentState {
  /** Tracking (analytics) is granted. */
  tracking: boolean;
  /** External media (video platforms): blocks show a two-click placeholder until granted. */
  media: { granted: boolean; grant(): void };
  /** Opens the consent settings again (the footer's cookie settings link). */
  showPreferences(): void;
}

export const ConsentContext = createContext<ConsentState>({
  tracking: false,
  media: { granted: false, grant: () => undefined },
  showPreferences: () => undefined,
});

/** The visitor's consent, from the nearest `ConsentProvider`. */
export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
