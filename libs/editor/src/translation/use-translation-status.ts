import type { ApiClient, TranslationStatus } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import type { EditTarget } from '../section/find-sections';

export type TranslationStatusState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; status: TranslationStatus };

/**
 * DESIGN.md 8: the page's sections (and empty slots, and the content page) against the other
 * language, asked again when the sections on the page change or `refreshKey` moves (a save,
 * a copy across).
 */
export function useTranslationStatus(
  client: Pick<ApiClient, 'translation'>,
  locale: Locale,
  targets: readonly EditTarget[],
  pageId: number | null,
  refreshKey: number,
  enabled = true,
): TranslationStatusState {
  const [state, setState] = useState<TranslationStatusState>({ kind: 'loading' });
  const sections = targets
    .flatMap((target) => (target.kind === 'section' ? [target.id] : []))
    .join(',');
  const slugs = targets
    .flatMap((target) => (target.kind === 'slot' && target.slug ? [target.slug] : []))
    .join(',');
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    client.translation
      .status(locale, {
        sections: sections ? sections.split(',').map(Number) : [],
        slugs: slugs ? slugs.split(',') : [],
        page: pageId,
      })
      .then(
        (status) => live && setState({ kind: 'ready', status }),
        () => live && setState({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [client, locale, sections, slugs, pageId, refreshKey, enabled]);
  return state;
}
