import type { ApiClient } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useEffect } from 'react';
import { text } from '../editor-text';
import { faultyBlocks, markFaultySections } from './faulty-blocks';

export interface FaultyMarksProps {
  locale: Locale;
  client: ApiClient;
  pageId: number;
  /** Changes when drafts may have changed (after a save, a draft, a publication). */
  refreshKey: number;
}

/**
 * DESIGN.md 8: marks on the page itself every section whose draft has a block that stops
 * publishing; the publish dialog's links lead to these marks. Renders nothing of its own.
 */
export function FaultyMarks({ locale, client, pageId, refreshKey }: FaultyMarksProps) {
  useEffect(() => {
    let unmark = () => undefined as void;
    let live = true;
    client.publishing.state(locale, pageId).then(
      (state) => {
        if (!live) return;
        const entries = faultyBlocks(locale, state.errors, () => undefined);
        unmark = markFaultySections(
          document,
          entries.map((entry) => entry.sectionId),
          text(locale, 'publishing.marker'),
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
      unmark();
    };
  }, [client, locale, pageId, refreshKey]);
  return null;
}
