import type { ApiClient } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { PresenceMarker } from './PresenceMarker';
import { usePresencePing } from './use-presence-ping';

export interface PresenceNoticeProps {
  locale: Locale;
  client: Pick<ApiClient, 'presence'>;
  sectionId: number;
}

/** In the section dialog: pings while it is open, and names the others who have it open too. */
export function PresenceNotice({ locale, client, sectionId }: PresenceNoticeProps) {
  const others = usePresencePing(client, locale, sectionId);
  return <PresenceMarker locale={locale} editors={others} variant="modal" />;
}
