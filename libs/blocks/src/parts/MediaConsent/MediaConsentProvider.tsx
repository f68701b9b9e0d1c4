'use client';

import type { EmbedPlatform } from '@aula/api-client';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * spec 4 (cookie consent, category external media): the visitor's consent per
 * platform. One platform allowed never opens another.
 */
export interface MediaConsent {
  /** Whether every embed of `platform` may load (the visitor chose "always allow"). */
  allowed(platform: EmbedPlatform): boolean;
  /** "Always allow {platform}": the host records it in the site's consent manager (one service per platform). */
  allowAlways(platform: EmbedPlatform): void;
}

const MediaConsentContext = createContext<MediaConsent | null>(null);

export interface MediaConsentProviderProps {
  children: ReactNode;
  /**
   * The site's consent for external media, per platform (the host connects `useConsent().media`
   * of @aula/ui). Left out, the provider remembers "always allow" per platform in its own state.
   */
  value?: MediaConsent | undefined;
}

/** The platforms allowed in this provider's own state, as a `MediaConsent`. */
function useLocalConsent(): MediaConsent {
  const [platforms, setPlatforms] = useState<readonly EmbedPlatform[]>([]);
  return useMemo(
    () => ({
      allowed: (platform) => platforms.includes(platform),
      allowAlways: (platform) =>
        setPlatforms((current) => (current.includes(platform) ? current : [...current, platform])),
    }),
    [platforms],
  );
}

/**
 * The one client context of @aula/blocks: external-media consent, read only by the embeds'
 * consent gate. Everything else reaches the blocks as props.
 */
export function MediaConsentProvider({ children, value }: MediaConsentProviderProps) {
  const local = useLocalConsent();
  return (
    <MediaConsentContext.Provider value={value ?? local}>{children}</MediaConsentContext.Provider>
  );
}

/**
 * The consent of the nearest `MediaConsentProvider`. Without one there is no shared place to
 * remember consent: each embed then remembers its own choice.
 */
export function useMediaConsent(): MediaConsent {
  const shared = useContext(MediaConsentContext);
  const local = useLocalConsent();
  return shared ?? local;
}
