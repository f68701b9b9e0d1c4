import type { ApiClient, ContainerModule } from '@aula/api-client';
import { sectionQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { sectionWithDraft } from '../publishing/section-with-draft';
import type { SectionDraft } from './section-draft';

export type LoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready' };

/**
 * DESIGN.md 8: loads the section and its waiting draft (one round trip, not two) and hands them
 * to `start` once (a later answer, after a save, never replaces what is being edited); answers
 * how far it got.
 */
export function useSectionLoad(
  client: ApiClient,
  locale: Locale,
  sectionId: number,
  start: (section: ContainerModule, pending: SectionDraft | null) => void,
): LoadState {
  const query = useQuery(sectionQuery(client, locale, sectionId));
  const started = useRef(false);
  const [ready, setReady] = useState(false);
  const { data } = query;
  useEffect(() => {
    if (!data || started.current) return;
    started.current = true;
    start(data.section, data.draft ? sectionWithDraft(data.section, data.draft) : null);
    setReady(true);
  }, [data, start]);
  if (ready) return { kind: 'ready' };
  return query.isError ? { kind: 'failed' } : { kind: 'loading' };
}
