import type { ApiClient } from '@aula/api-client';
import { pageRevisionQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import { text } from '../editor-text';
import { PageDiffView } from './PageDiffView';
import { pageRevisionDiff } from './page-revision-diff';

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
  const older = useQuery(pageRevisionQuery(client, locale, pageId, before));
  const newer = useQuery(pageRevisionQuery(client, locale, pageId, after));
  if (older.isError || newer.isError)
    return <p role="alert">{text(locale, 'history.page.diffFailed')}</p>;
  if (!older.data || !newer.data) return <p role="status">{text(locale, 'history.loading')}</p>;
  const entries = pageRevisionDiff(locale, older.data.page, newer.data.page);
  return <PageDiffView locale={locale} entries={entries} headingId={headingId} />;
}
