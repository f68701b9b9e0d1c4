import {
  ConflictError,
  UnauthorizedError,
  ValidationError,
  type ApiClient,
  type PageRevision,
} from '@aula/api-client';
import { formatDateTime } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { pageHistoryQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { text } from '../editor-text';
import { useSave } from '../query/use-save';
import { PageRevisionDiff } from './PageRevisionDiff';
import styles from './History.module.css';

export interface PageHistoryProps {
  locale: Locale;
  client: Pick<ApiClient, 'publishing' | 'pageEditor'>;
  pageId: number;
  /** Opens a version on the live page (`?v=`). */
  onView(versionId: number): void;
  /** After a restore: the page renders again. */
  onRestored?(): void;
  onUnauthorized?(): void;
}

/** Why a restore failed, as the editor's alert. */
function failure(error: unknown): Parameters<typeof text>[1] {
  if (error instanceof ConflictError) return 'history.page.conflict';
  if (
    error instanceof ValidationError &&
    Object.values(error.fieldErrors).flat().includes('history.page.unavailable')
  )
    return 'history.page.unavailable';
  return 'editor.alert.error';
}

/**
 * DESIGN.md 8: the page's versions in the editor's language (settings saves, section saves,
 * publications, previews) with who and when, each viewable on the live page, comparable with
 * the one before (a readable diff) and, unless a preview, restorable as a new save on top of
 * the version the editor saw (someone else's save since is refused, 409). Folded until asked.
 */
export function PageHistory({
  locale,
  client,
  pageId,
  onView,
  onRestored,
  onUnauthorized,
}: PageHistoryProps) {
  const id = useId();
  const alert = useAlert();
  const [open, setOpen] = useState(false);
  // Asked once the history is unfolded, and again on each unfolding.
  const query = useQuery({ ...pageHistoryQuery(client, locale, pageId), enabled: open });
  const revisions = query.data?.revisions ?? null;
  const version = query.data?.version ?? null;
  const failed = query.isError;
  const [compared, setCompared] = useState<number | null>(null);
  const restoring = useSave('pageEditor', (revision: PageRevision) =>
    client.publishing.restorePage(locale, pageId, revision.id, version ?? 0),
  );
  const busy = restoring.isPending;

  const restore = async (revision: PageRevision) => {
    if (version === null) return;
    try {
      await restoring.mutateAsync(revision);
      alert('success', text(locale, 'history.page.restored'));
      onRestored?.();
    } catch (error) {
      alert('error', text(locale, failure(error)));
      if (error instanceof UnauthorizedError) onUnauthorized?.();
      // A refused restore (someone saved meanwhile) shows the history as it is now.
      await query.refetch();
    } finally {
      setCompared(null);
    }
  };

  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{text(locale, 'history.page.title')}</summary>
      {open && revisions === null && !failed ? (
        <p role="status">{text(locale, 'history.loading')}</p>
      ) : null}
      {failed ? <p role="alert">{text(locale, 'history.loadFailed')}</p> : null}
      {revisions?.length === 0 ? <p>{text(locale, 'history.empty')}</p> : null}
      <ol className={styles.list}>
        {(revisions ?? []).map((revision, index) => {
          const date = formatDateTime(revision.created_at);
          const previous = revisions?.[index + 1];
          return (
            <li key={revision.id} className={styles.entry} data-page-revision={revision.id}>
              <span>
                {text(locale, 'history.page.entry', {
                  kind: text(
                    locale,
                    revision.is_draft ? 'history.page.preview' : 'history.page.saved',
                  ),
                  user: revision.user ?? text(locale, 'publishing.unknownUser'),
                  date,
                })}
              </span>
              <div className={styles.actions}>
                <button type="button" className={styles.button} onClick={() => onView(revision.id)}>
                  {text(locale, 'history.page.view', { date })}
                </button>
                {previous ? (
                  <button
                    type="button"
                    className={styles.button}
                    aria-expanded={compared === revision.id}
                    aria-label={text(locale, 'history.page.compareLabel', { date })}
                    onClick={() => setCompared(compared === revision.id ? null : revision.id)}
                  >
                    {text(locale, 'history.page.compare')}
                  </button>
                ) : null}
                {revision.is_draft || index === 0 ? null : (
                  <button
                    type="button"
                    className={styles.button}
                    disabled={busy || version === null}
                    aria-label={text(locale, 'history.page.restoreLabel', { date })}
                    onClick={() => void restore(revision)}
                  >
                    {text(locale, 'history.page.restore')}
                  </button>
                )}
              </div>
              {compared === revision.id && previous ? (
                <PageRevisionDiff
                  locale={locale}
                  client={client}
                  pageId={pageId}
                  before={previous.id}
                  after={revision.id}
                  headingId={`${id}-diff-${revision.id}`}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
