import type { ApiClient, PresentEditor } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { usePresenceTiming } from './presence-timing';

/**
 * DESIGN.md 8, presence, not locks: while section `sectionId` is open, tells the server so at
 * once and then every `pingMs`, and answers the other editors who have it open. On close it
 * leaves; a browser that vanishes is stale after 30 s anyway. A failed ping changes nothing.
 */
export function usePresencePing(
  client: Pick<ApiClient, 'presence'>,
  locale: Locale,
  sectionId: number,
): PresentEditor[] {
  const { pingMs } = usePresenceTiming();
  const [others, setOthers] = useState<PresentEditor[]>([]);
  useEffect(() => {
    let live = true;
    const ping = () =>
      client.presence.ping(locale, sectionId).then(
        (answer) =>
          live &&
          setOthers(
            answer.sections.flatMap((entry) => entry.editors).filter((editor) => !editor.self),
          ),
        () => undefined,
      );
    void ping();
    const timer = setInterval(() => void ping(), pingMs);
    return () => {
      live = false;
      clearInterval(timer);
      client.presence.leave(locale, sectionId).catch(() => undefined);
    };
  }, [client, locale, sectionId, pingMs]);
  return others;
}
