import { pagePresenceQuery } from '@aula/api-client/react';
import type { ApiClient, PresentEditor } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePresenceTiming } from './presence-timing';

/** The other editors present per section id (the asking browser's own session left out). */
export type PagePresence = ReadonlyMap<number, PresentEditor[]>;

const nobody: PagePresence = new Map();

/**
 * Asks every `pollMs` who has which of the page's sections open (DESIGN.md 8). A failed
 * request keeps the last answer, and so does a change of the sections until the new answer
 * comes: presence is a hint, never a lock.
 */
export function usePagePresence(
  client: Pick<ApiClient, 'presence'>,
  locale: Locale,
  sectionIds: readonly number[],
): PagePresence {
  const { pollMs } = usePresenceTiming();
  const key = sectionIds.join(',');
  const ids = useMemo(() => (key === '' ? [] : key.split(',').map(Number)), [key]);
  const { data } = useQuery({
    ...pagePresenceQuery(client, locale, ids),
    enabled: ids.length > 0,
    refetchInterval: pollMs,
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
  });
  return (ids.length > 0 && data) || nobody;
}
