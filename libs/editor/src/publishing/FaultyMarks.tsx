import type { ApiClient } from '@aula/api-client';
import { publishingStateQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { text } from '../editor-text';
import { faultyBlocks, markFaultySections } from './faulty-blocks';

export interface FaultyMarksProps {
  locale: Locale;
  client: ApiClient;
  pageId: number;
}

/**
 * DESIGN.md 8: marks on the page itself every section whose draft has a block that stops
 * publishing; the publish dialog's links lead to these marks. Renders nothing of its own. The
 * publishing state loads again after every save (`invalidateAfterSave`); each answer marks the
 * page anew (the page may have rendered again meanwhile).
 */
export function FaultyMarks({ locale, client, pageId }: FaultyMarksProps) {
  const { data, dataUpdatedAt } = useQuery(publishingStateQuery(client, locale, pageId));
  useEffect(() => {
    if (!data) return undefined;
    const entries = faultyBlocks(locale, data.errors, () => undefined);
    return markFaultySections(
      document,
      entries.map((entry) => entry.sectionId),
      text(locale, 'publishing.marker'),
    );
  }, [data, dataUpdatedAt, locale]);
  return null;
}
