import type { AdminSubscription } from '@aula/api-client';
import { adminSubscriptionsQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, pluralKey } from '@aula/i18n';
import { useState } from 'react';
import { Dialog } from '../dialog/Dialog';
import { useAdmin } from './admin-context';
import { LoadState } from './LoadState';
import { useSave } from '../query/use-save';
import styles from './Admin.module.css';

/**
 * DESIGN.md 9: the newsletter subscriptions: list, CSV export, delete on request (GDPR) with a
 * confirmation.
 */
export function SubscriptionList() {
  const { api, locale, text } = useAdmin();
  const query = useQuery(adminSubscriptionsQuery(api, locale));
  // The list loads again once the subscription is gone (`useSave`).
  const removing = useSave('admin', (id: number) => api.removeSubscription(locale, id));
  const [asking, setAsking] = useState<AdminSubscription | null>(null);
  const [message, setMessage] = useState('');
  const remove = async (subscription: AdminSubscription) => {
    setAsking(null);
    await removing.mutateAsync(subscription.id);
    setMessage(text('admin.newsletter.deleted'));
  };
  return (
    <>
      <h1>{text('admin.nav.newsletter')}</h1>
      <p>
        <a
          className={styles.primary}
          href={api.subscriptionsCsvUrl(locale)}
          download="newsletter-subscriptions.csv"
        >
          {text('admin.newsletter.export')}
        </a>
      </p>
      <p role="status">{message}</p>
      <LoadState query={query}>
        {(data) =>
          data.results.length === 0 ? (
            <p className={styles.muted}>{text('admin.list.empty')}</p>
          ) : (
            <>
              <p>
                {text(pluralKey(locale, 'admin.list.count', data.count), { count: data.count })}
              </p>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{text('admin.newsletter.email')}</th>
                      <th scope="col">{text('admin.newsletter.name')}</th>
                      <th scope="col">{text('admin.newsletter.language')}</th>
                      <th scope="col">{text('admin.newsletter.confirmed')}</th>
                      <th scope="col">{text('admin.newsletter.date')}</th>
                      <td />
                    </tr>
                  </thead>
                  <tbody>
                    {data.results.map((row) => (
                      <tr key={row.id}>
                        <th scope="row">{row.email}</th>
                        <td>{row.name}</td>
                        <td>{row.locale.toUpperCase()}</td>
                        <td>{text(row.confirmed ? 'admin.list.yes' : 'admin.list.no')}</td>
                        <td>{formatDateTime(row.created_at)}</td>
                        <td>
                          <button
                            type="button"
                            className={styles.danger}
                            onClick={() => setAsking(row)}
                            aria-label={text('admin.newsletter.delete', { email: row.email })}
                          >
                            {text('admin.form.delete')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </LoadState>
      {asking && (
        <Dialog
          title={text('admin.newsletter.confirmDelete', { email: asking.email })}
          onCancel={() => setAsking(null)}
          closeLabel={text('admin.dialog.close')}
          className={styles.tokens}
        >
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={() => remove(asking)}>
              {text('admin.form.delete')}
            </button>
            <button type="button" className={styles.button} onClick={() => setAsking(null)}>
              {text('admin.form.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
