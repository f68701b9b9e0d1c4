import type { ApiClient, PresentEditor } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { usePresenceTiming } from './presence-timing';

/** The other editors present per section id (the asking browser's own session left out). */
export type PagePresence = ReadonlyMap<number, PresentEditor[]>;

/**
 * Asks every `pollMs` who has which of the page's sections open (DESIGN.md 8). A failed
 * request keeps the last answer: presence is a hint, never a lock.
 */
export function usePagePresence(
  client: Pick<ApiClient, 'presence'>,
  locale: Locale,
  sectionIds: readonly number[],
): PagePresence {
  const { pollMs } = usePresenceTiming();
  const [presence, setPresence] = useState<PagePresence>(new Map());
  const key = sectionIds.join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    if (ids.length === 0) return undefined;
    let live = true;
    const ask = () =>
      client.presence.of(locale, ids).then(
        (answer) => {
          if (!live) return;
          const next = new Map<number, PresentEditor[]>();
          for (const entry of answer.sections) {
            const others = entry.editors.filter((editor) => !editor.self);
            if (others.length > 0) next.set(entry.section, others);
          }
          setPresence(next);
        },
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => void ask(), pollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, locale, key, pollMs]);
  return presence;
}
