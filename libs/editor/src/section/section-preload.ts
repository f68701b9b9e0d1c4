import type { ApiClient } from '@aula/api-client';
import { sectionQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { loadRichTextEditor } from '../forms/fields/rich-text-chunk';
import type { EditTarget } from './find-sections';

/** How long a section read ahead stays ready without being opened. */
const keptUnopened = 5 * 60_000;

/**
 * DESIGN.md 8: the panel opens with its data at once. A section is read ahead when it comes into
 * view or its Edit button is pointed at or focused; opening then starts from that answer and
 * reads the section again in the background. A section read ahead and made stale by a save since
 * is read again. Answers `prepare(sectionId)`.
 */
export function useSectionPreload(client: ApiClient, locale: Locale): (sectionId: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (sectionId: number) =>
      void queryClient.prefetchQuery({
        ...sectionQuery(client, locale, sectionId),
        gcTime: keptUnopened,
      }),
    [client, locale, queryClient],
  );
}

/** Prepares each section as it comes near the viewport (once per section element). */
export function usePrepareInView(targets: EditTarget[], prepare: (sectionId: number) => void) {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const ids = new Map<Element, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = ids.get(entry.target);
          if (!entry.isIntersecting || id === undefined) continue;
          observer.unobserve(entry.target);
          prepare(id);
        }
      },
      { rootMargin: '200px 0px' },
    );
    for (const target of targets) {
      if (target.kind !== 'section') continue;
      ids.set(target.element, target.id);
      observer.observe(target.element);
    }
    return () => observer.disconnect();
  }, [targets, prepare]);
}

/**
 * Edit mode asks for CKEditor's chunk at once (a failed load is asked again), not once the page
 * is idle: on a busy page that came seconds later, and a section opened meanwhile showed its rich
 * text loading (DESIGN.md 8: the panel opens with its form and rich text at once).
 */
export function usePreloadRichText() {
  useEffect(() => {
    void loadRichTextEditor().catch(() => undefined);
  }, []);
}
