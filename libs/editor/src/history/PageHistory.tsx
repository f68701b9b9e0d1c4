import type { ApiClient, PageRevision } from '@aula/api-client';
import { formatDateTime } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { text } from '../editor-text';
import styles from './History.module.css';

export interface PageHistoryProps {
  locale: Locale;
  client: ApiClient;
  pageId: number;
  /** Opens a version on the live page (`?v=`). */
  onView(versionId: number): void;
}

/**
 * Issue 14: the page's versions in the editor's language (settings saves, section saves,
 * publications, previews) with who and when, each viewable on the live page. Folded until asked.
 */
export function PageHistory({ locale, client, pageId, onView }: PageHistoryProps) {
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<PageRevision[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (open) client.publishing.pageRevisions(locale, pageId).then(setRevisions, () => setFailed(true));
  }, [client, locale, open, pageId]);

  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{text(locale, 'history.page.title')}</summary>
      {open && revisions === null && !failed ? <p role="status">{text(locale, 'history.loading')}</p> : null}
      {failed ? <p role="alert">{text(locale, 'history.loadFailed')}</p> : null}
      {revisions?.length === 0 ? <p>{text(locale, 'history.empty')}</p> : null}
      <ol className={styles.list}>
        {(revisions ?? []).map((revision) => {
          const date = formatDateTime(revision.created_at);
          return (
            <li key={revision.id} className={styles.entry} data-page-revision={revision.id}>
              <span>
                {text(locale, 'history.page.entry', {
                  kind: text(locale, revision.is_draft ? 'history.page.preview' : 'history.page.saved'),
                  user: revision.user ?? text(locale, 'publishing.unknownUser'),
                  date,
                })}
              </span>
              <button type="button" className={styles.button} onClick={() => onView(revision.id)}>
                {text(locale, 'history.page.view', { date })}
              </button>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
