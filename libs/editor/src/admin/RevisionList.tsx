import type { EntityName } from '@aula/api-client';
import { adminRevisionsQuery } from '@aula/api-client/react';
import { formatDateTime } from '@aula/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSave } from '../query/use-save';
import { useAdmin } from './admin-context';
import { LoadState } from './LoadState';
import styles from './Admin.module.css';

/**
 * DESIGN.md 9: the saved states of an entry, newest first, each restorable (a restore is a new
 * save: the entry and its revisions load again before `onRestored`).
 */
export function RevisionList({
  entity,
  id,
  onRestored,
}: {
  entity: EntityName;
  id: number;
  onRestored(): void;
}) {
  const { api, locale, text } = useAdmin();
  const query = useQuery(adminRevisionsQuery(api, locale, entity, id));
  const restoring = useSave('admin', (revision: number) =>
    api.restore(locale, entity, id, revision),
  );
  const [restored, setRestored] = useState(false);
  const restore = async (revision: number) => {
    await restoring.mutateAsync(revision);
    setRestored(true);
    onRestored();
  };
  return (
    <section aria-labelledby="admin-revisions">
      <h2 id="admin-revisions">{text('admin.form.revisions')}</h2>
      <p role="status">{restored ? text('admin.form.restored') : ''}</p>
      <LoadState query={query}>
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
