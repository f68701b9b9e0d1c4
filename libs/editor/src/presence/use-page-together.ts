import type { ApiClient, SectionTranslation } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useCallback, useEffect, useRef } from 'react';
import { storedDraftSection } from '../section/draft-storage';
import { useTranslationStatus } from '../translation/use-translation-status';
import type { EditTarget } from '../section/find-sections';
import { useEditTargets } from '../section/edit-targets';
import { usePagePresence } from './use-page-presence';

export interface PageTogetherOptions {
  client: Pick<ApiClient, 'presence' | 'translation'>;
  locale: Locale;
  pageId: number | null;
  /** Opens a section's dialog. */
  openSection(id: number): void;
  /** Edit mode: outside it nothing is asked or drawn. */
  enabled: boolean;
}

const none: EditTarget[] = [];

/**
 * DESIGN.md 8 on the page (edit mode): the sections found on it, who else edits which, the page's
 * translation status with the place of each entry and a way to go there; after a reload, the
 * section whose unsaved draft was kept opens again by itself.
 */
export function usePageTogether({
  client,
  locale,
  pageId,
  openSection,
  enabled,
}: PageTogetherOptions) {
  const found = useEditTargets();
  const targets = enabled ? found : none;
  const sectionIds = targets.flatMap((target) => (target.kind === 'section' ? [target.id] : []));
  const presence = usePagePresence(client, locale, sectionIds);
  const translation = useTranslationStatus(client, locale, targets, pageId, enabled);

  const reopened = useRef(false);
  useEffect(() => {
    if (reopened.current || targets.length === 0) return;
    reopened.current = true;
    const kept = storedDraftSection();
    if (kept !== null && sectionIds.includes(kept)) openSection(kept);
  }, [targets, sectionIds, openSection]);

  const sectionNumber = useCallback(
    (entry: SectionTranslation) => {
      const index = targets.findIndex((target) =>
        entry.section !== null
          ? target.kind === 'section' && target.id === entry.section
          : target.kind === 'slot' && target.slug !== null && target.slug === entry.slug,
      );
      return index >= 0 ? index + 1 : targets.length + 1;
    },
    [targets],
  );

  const go = useCallback(
    (entry: SectionTranslation) => {
      if (entry.section !== null) {
        openSection(entry.section);
        return;
      }
      const slot = targets.find(
        (target) => target.kind === 'slot' && target.slug !== null && target.slug === entry.slug,
      );
      if (!slot) return;
      slot.element.scrollIntoView({ block: 'center' });
      slot.element.querySelector<HTMLElement>('[data-aula-create-section]')?.focus();
    },
    [targets, openSection],
  );

  return { targets, presence, translation, sectionNumber, go };
}
