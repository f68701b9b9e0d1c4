'use client';

import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** spec 4 (cookie consent, category external media): whether embeds may load. */
export interface MediaConsent {
  granted: boolean;
  /** Called by the two-click placeholder; the host connects it to the site's consent manager. */
  grant(): void;
}

const MediaConsentContext = createContext<MediaConsent | null>(null);

export interface MediaConsentProviderProps {
  children: ReactNode;
  /**
   * The site's consent for external media (for example `useConsent().media` of @aula/ui). Left
   * out, the provider starts without consent and remembers a grant in its own state, so one
   * click unlocks every embed below it.
   */
  value?: MediaConsent | undefined;
}

/**
 * The one client context of @aula/blocks: external-media consent, read only by the embeds'
 * consent gate. Everything else reaches the blocks as props.
 */
export function MediaConsentProvider({ children, value }: MediaConsentProviderProps) {
  const [granted, setGranted] = useState(false);
  const local = useMemo<MediaConsent>(() => ({ granted, grant: () => setGranted(true) }), [granted]);
  return <MediaConsentContext.Provider value={value ?? local}>{children}</MediaConsentContext.Provider>;
}

/**
 * The consent of the nearest `MediaConsentProvider`. Without one there is no shared place to
 * remember consent: each embed then remembers its own click.
 */
export function useMediaConsent(): MediaConsent {
  const shared = useContext(MediaConsentContext);
  const [granted, setGranted] = useState(false);
  return shared ?? { granted, grant: () => setGranted(true) };
}
