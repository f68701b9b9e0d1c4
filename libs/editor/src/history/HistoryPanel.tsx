import {
  ConflictError,
  UnauthorizedError,
  type ApiClient,
  type ContainerModule,
  type Revision,
} from '@aula/api-client';
import { formatDateTime, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { sectionRevisionsQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { Dialog } from '../dialog/Dialog';
import { text } from '../editor-text';
import { useSave } from '../query/use-save';
import { DiffView } from './DiffView';
import { revisionDiff } from './revision-diff';
import styles from './History.module.css';

export interface HistoryPanelProps {
  locale: Locale;
  client: ApiClient;
  sectionId: number;
  /** The section's current version: a restore is a new save on top of it. */
  version: number;
  /** After a restore: the section as it is now. */
  onRestored(section: ContainerModule): void;
  onUnauthorized?(): void;
  onClose(): void;
}

const kindKey = (kind: Revision['kind']): MessageKey => `history.kind.${kind}`;

/**
 * DESIGN.md 8: a section's history: who saved, drafted, published or restored what and when
 * (newest first), the diff of each entry against the one before it, and the restore of any
 * entry as a new save (a stale version is refused and reported).
 */
export function HistoryPanel({
  locale,
  client,
  sectionId,
  version,
  onRestored,
  onUnauthorized,
  onClose,
}: HistoryPanelProps) {
  const id = useId();
  const alert = useAlert();
  const query = useQuery(sectionRevisionsQuery(client, locale, sectionId));
  const revisions = query.data ?? null;
  const failed = query.isError;
  const [open, setOpen] = useState<number | null>(null);
  const restoring = useSave('pageEditor', (revision: Revision) =>
    client.publishing.restore(locale, sectionId, revision.id, version),
  );
  const busy = restoring.isPending;

  const restore = async (revision: Revision) => {
    try {
      const section = await restoring.mutateAsync(revision);
      alert('success', text(locale, 'history.restored'));
      onRestored(section);
    } catch (error) {
      alert(
        'error',
        text(
          locale,
          error instanceof ConflictError ? 'editor.alert.conflict' : 'editor.alert.error',
        ),
      );
      if (error instanceof UnauthorizedError) onUnauthorized?.();
    }
  };

  return (
    <Dialog
      title={text(locale, 'history.title')}
      closeLabel={text(locale, 'editor.dialog.close')}
      onCancel={onClose}
      testId="aula-history"
    >
      {revisions === null && !failed ? (
        <p role="status">{text(locale, 'history.loading')}</p>
      ) : null}
      {failed ? <p role="alert">{text(locale, 'history.loadFailed')}</p> : null}
      {revisions?.length === 0 ? <p>{text(locale, 'history.empty')}</p> : null}
      <ol className={styles.list}>
        {(revisions ?? []).map((revision, index) => {
          const previous = revisions?.[index + 1];
          const label = text(locale, 'history.entry', {
            kind: text(locale, kindKey(revision.kind)),
            user: revision.user ?? text(locale, 'publishing.unknownUser'),
            date: formatDateTime(revision.created_at),
          });
          return (
            <li key={revision.id} className={styles.entry} data-revision-id={revision.id}>
              <span>{label}</span>
              <div className={styles.actions}>
                {previous ? (
                  <button
                    type="button"
                    className={styles.button}
                    aria-expanded={open === revision.id}
                    onClick={() => setOpen(open === revision.id ? null : revision.id)}
                  >
                    {text(locale, 'history.compare')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={styles.button}
                  disabled={busy}
                  onClick={() => void restore(revision)}
                  aria-label={`${text(locale, 'history.restore')}: ${label}`}
                >
                  {text(locale, 'history.restore')}
                </button>
              </div>
              {open === revision.id && previous ? (
                <DiffView
                  locale={locale}
                  entries={revisionDiff(locale, previous.snapshot, revision.snapshot)}
                  headingId={`${id}-diff-${revision.id}`}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
