import type { ApiClient } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { text } from '../editor-text';
import { PageDiffView } from './PageDiffView';
import { pageRevisionDiff, type PageDiffEntry } from './page-revision-diff';

export interface PageRevisionDiffProps {
  locale: Locale;
  client: Pick<ApiClient, 'publishing'>;
  pageId: number;
  /** The older and the newer revision. */
  before: number;
  after: number;
  headingId: string;
}

/** DESIGN.md 8: loads two revisions of a page and shows what changed between them. */
export function PageRevisionDiff({
  locale,
  client,
  pageId,
  before,
  after,
  headingId,
}: PageRevisionDiffProps) {
  const [entries, setEntries] = useState<PageDiffEntry[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    Promise.all([
      client.publishing.pageRevision(locale, pageId, before),
      client.publishing.pageRevision(locale, pageId, after),
    ]).then(
      ([older, newer]) => live && setEntries(pageRevisionDiff(locale, older.page, newer.page)),
      () => live && setEntries('failed'),
    );
    return () => {
      live = false;
    };
  }, [after, before, client, locale, pageId]);
  if (entries === 'loading') return <p role="status">{text(locale, 'history.loading')}</p>;
  if (entries === 'failed') return <p role="alert">{text(locale, 'history.page.diffFailed')}</p>;
  return <PageDiffView locale={locale} entries={entries} headingId={headingId} />;
}
