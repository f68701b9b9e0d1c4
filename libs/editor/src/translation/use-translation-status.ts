import type { ApiClient, TranslationStatus } from '@aula/api-client';
import { translationStatusQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EditTarget } from '../section/find-sections';

export type TranslationStatusState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; status: TranslationStatus };

/**
 * DESIGN.md 8: the page's sections (and empty slots, and the content page) against the other
 * language, asked again when the sections on the page change (the last answer shown meanwhile)
 * or after a save or a copy across (`invalidateAfterSave`).
 */
export function useTranslationStatus(
  client: Pick<ApiClient, 'translation'>,
  locale: Locale,
  targets: readonly EditTarget[],
  pageId: number | null,
  enabled = true,
): TranslationStatusState {
  const sections = targets.flatMap((target) => (target.kind === 'section' ? [target.id] : []));
  const slugs = targets.flatMap((target) =>
    target.kind === 'slot' && target.slug ? [target.slug] : [],
  );
  const query = useQuery({
    ...translationStatusQuery(client, locale, { sections, slugs, page: pageId }),
    enabled,
    placeholderData: keepPreviousData,
  });
  if (query.isError) return { kind: 'failed' };
  return query.data ? { kind: 'ready', status: query.data } : { kind: 'loading' };
}
