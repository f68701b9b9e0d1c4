import { entityDefinitions, type EntityDefinition } from '@aula/api-client';
import { adminDashboardQuery } from '@aula/api-client/react';
import { formatDateTime } from '@aula/i18n';
import { useQuery } from '@tanstack/react-query';
import { useAdmin } from './admin-context';
import { LoadState } from './LoadState';
import styles from './Admin.module.css';

const byPath = new Map<string, EntityDefinition>(
  Object.values(entityDefinitions).map((definition) => [definition.path, definition]),
);

/**
 * DESIGN.md 9: the admin's start: counts that need an editor (drafts and scheduled publications
 * too), the latest changes.
 */
export function Dashboard() {
  const { api, locale, text, href } = useAdmin();
  const query = useQuery(adminDashboardQuery(api, locale));
  return (
    <>
      <h1>{text('admin.nav.dashboard')}</h1>
      <LoadState query={query}>
        {(data) => (
          <>
            <div className={styles.cards}>
              <p className={styles.card}>
                <strong>{data.missingTranslations}</strong>{' '}
                {text('admin.dashboard.missingTranslations')}
              </p>
              <p className={styles.card}>
                <strong>{data.brokenLinks}</strong> {text('admin.dashboard.brokenLinks')}
              </p>
              <p className={styles.card}>
                <strong>{data.draftsWaiting}</strong> {text('admin.dashboard.draftsWaiting')}
              </p>
              <p className={styles.card}>
                <strong>{data.scheduledPublications}</strong>{' '}
                {text('admin.dashboard.scheduledPublications')}
              </p>
            </div>
            <h2>{text('admin.dashboard.recent')}</h2>
            {data.recent.length === 0 ? (
              <p className={styles.muted}>{text('admin.dashboard.noRecent')}</p>
            ) : (
              <ul>
                {data.recent.map((change, index) => {
                  const definition = byPath.get(change.entity);
                  return (
                    <li key={`${change.entity}-${change.id}-${index}`}>
                      {definition ? (
                        <a href={href({ entity: definition.path, id: change.id })}>
                          {change.title || `#${change.id}`}
                        </a>
                      ) : (
                        change.title
                      )}
                      {definition && ` (${text(definition.label)})`} ·{' '}
                      {formatDateTime(change.created_at)}
                      {change.user && ` · ${change.user}`}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </>
  );
}
