import { createContext, useContext } from 'react';

/** The consent state the page needs (spec 4): blocks ask for external media, the footer reopens the settings. */
export interface ConsentState {
  /** Tracking (analytics) is granted. */
  tracking: boolean;
  /**
   * External media, one service per platform inside the media category (one click opens one
   * platform only): the platforms allowed always (all of them when the whole category is accepted),
   * and "always allow" for one platform, which leaves every other platform as it is.
   */
  media: { services: readonly string[]; allow(service: string): void };
  /** Opens the consent settings again (the footer's cookie settings link). */
  showPreferences(): void;
}

export const ConsentContext = createContext<ConsentState>({
  tracking: false,
  media: { services: [], allow: () => undefined },
  showPreferences: () => undefined,
});

/** The visitor's consent, from the nearest `ConsentProvider`. */
export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
