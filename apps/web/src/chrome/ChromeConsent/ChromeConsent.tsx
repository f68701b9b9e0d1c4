'use client';

import type { EmbedPlatform } from '@aula/api-client';
import { type MediaConsent, MediaConsentProvider, platformNames } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { ConsentProvider, fontTrackingLoader, tagManagerLoader, useConsent } from '@aula/ui';
import { type ReactNode, useMemo } from 'react';
import type { TrackingIds } from '@web/chrome/tracking-ids';

/**
 * The blocks' external-media gate follows the site's consent manager, one service per platform (one
 * click opens only its own platform).
 */
function BlocksConsent({ children }: { children: ReactNode }) {
  const { services, allow } = useConsent().media;
  const value = useMemo<MediaConsent>(
    () => ({
      allowed: (platform: EmbedPlatform) => services.includes(platform),
      allowAlways: allow,
    }),
    [services, allow],
  );
  return <MediaConsentProvider value={value}>{children}</MediaConsentProvider>;
}

/**
 * spec 4: the cookie consent manager; granting tracking loads the tag manager, the tracking
 * cookie loads the font tracking script: each only when its id is configured.
 */
export function ChromeConsent({
  locale,
  tracking,
  children,
}: {
  locale: Locale;
  tracking: TrackingIds;
  children: ReactNode;
}) {
  const { tagManagerId, fontTrackingId } = tracking;
  const loadTagManager = useMemo(() => tagManagerLoader(tagManagerId), [tagManagerId]);
  const loadFontTracking = useMemo(() => fontTrackingLoader(fontTrackingId), [fontTrackingId]);
  return (
    <ConsentProvider
      locale={locale}
      loadTagManager={loadTagManager}
      loadFontTracking={loadFontTracking}
      mediaServices={platformNames}
    >
      <BlocksConsent>{children}</BlocksConsent>
    </ConsentProvider>
  );
}
