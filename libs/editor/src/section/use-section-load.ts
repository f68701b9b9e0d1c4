import type { ApiClient, ContainerModule } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { fetchSectionDraft, sectionWithDraft } from '../publishing/section-with-draft';
import type { SectionDraft } from './section-draft';

export type LoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready' };

/**
 * DESIGN.md 8: loads the section and its waiting draft (one round trip, not two) and hands them
 * to `start`; answers how far it got.
 */
export function useSectionLoad(
  client: ApiClient,
  locale: Locale,
  sectionId: number,
  start: (section: ContainerModule, pending: SectionDraft | null) => void,
): LoadState {
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([
      client.pageEditor.modules.get(locale, sectionId),
      fetchSectionDraft(client, locale, sectionId),
    ])
      .then(([section, saved]) => {
        if (!live) return;
        if (section.model !== 'ContainerModule')
          throw new Error(`Module ${sectionId} is not a section`);
        start(section, saved ? sectionWithDraft(section, saved) : null);
        setLoad({ kind: 'ready' });
      })
      .catch(() => live && setLoad({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [client, locale, sectionId, start]);
  return load;
}
