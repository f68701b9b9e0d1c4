import type { AdminEntry, EntityName } from '@aula/api-client';
import { formatDateTime } from '@aula/i18n';
import { useState } from 'react';
import { useAdmin } from './admin-context';
import { LoadState } from './LoadState';
import { useLoad } from './use-load';
import styles from './Admin.module.css';

/**
 * DESIGN.md 9: the saved states of an entry, newest first, each restorable (a restore is a new
 * save).
 */
export function RevisionList({
  entity,
  id,
  onRestored,
}: {
  entity: EntityName;
  id: number;
  onRestored(entry: AdminEntry): void;
}) {
  const { api, locale, text } = useAdmin();
  const [version, setVersion] = useState(0);
  const [state, retry] = useLoad(
    () => api.revisions(locale, entity, id),
    `${entity}-${id}-${version}`,
  );
  const [restored, setRestored] = useState(false);
  const restore = async (revision: number) => {
    const entry = await api.restore(locale, entity, id, revision);
    setRestored(true);
    setVersion((n) => n + 1);
    onRestored(entry);
  };
  return (
    <section aria-labelledby="admin-revisions">
      <h2 id="admin-revisions">{text('admin.form.revisions')}</h2>
      <p role="status">{restored ? text('admin.form.restored') : ''}</p>
      <LoadState state={state} retry={retry}>
        {(revisions) =>
          revisions.length < 2 ? (
            <p className={styles.muted}>{text('admin.form.noRevisions')}</p>
          ) : (
            <ol>
              {revisions.map((revision, index) => (
                <li key={revision.id}>
                  {formatDateTime(revision.created_at)} · {revision.title}
                  {revision.user && ` · ${revision.user}`}{' '}
                  {index > 0 && (
                    <button
                      type="button"
                      className={styles.button}
                      onClick={() => restore(revision.id)}
                      aria-label={`${text('admin.form.restore')}: ${formatDateTime(revision.created_at)} ${revision.title}`}
                    >
                      {text('admin.form.restore')}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </LoadState>
    </section>
  );
}
