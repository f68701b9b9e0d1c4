import type { ApiClient, ContainerModule } from '@aula/api-client';
import { sectionQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { sectionWithDraft } from '../publishing/section-with-draft';
import type { SectionDraft } from './section-draft';

export type LoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready' };

/**
 * DESIGN.md 8: loads the section and its waiting draft (one round trip, not two) and hands them
 * to `start`. A section read ahead (`useSectionPreload`) starts at once and is read again in the
 * background: a different answer starts again while nothing was changed (`untouched`), and never
 * replaces what is being edited. An answer made stale by a save since is not started from.
 */
export function useSectionLoad(
  client: ApiClient,
  locale: Locale,
  sectionId: number,
  start: (section: ContainerModule, pending: SectionDraft | null) => void,
  untouched: () => boolean,
): LoadState {
  const query = useQuery({ ...sectionQuery(client, locale, sectionId), refetchOnMount: 'always' });
  const startedWith = useRef<typeof query.data>(undefined);
  const [ready, setReady] = useState(false);
  const { data, isStale } = query;
  // Before the first paint: a section read ahead shows its form, never a loading note.
  useLayoutEffect(() => {
    if (!data || isStale || data === startedWith.current) return;
    if (startedWith.current && !untouched()) return;
    startedWith.current = data;
    start(data.section, data.draft ? sectionWithDraft(data.section, data.draft) : null);
    setReady(true);
  }, [data, isStale, start, untouched]);
  if (ready || (data && !isStale)) return { kind: 'ready' };
  return query.isError ? { kind: 'failed' } : { kind: 'loading' };
}
