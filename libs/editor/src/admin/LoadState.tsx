import { NotFoundError, UnauthorizedError } from '@aula/api-client';
import { adminPath, adminRoot } from '@aula/routing';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdmin } from './admin-context';
import styles from './Admin.module.css';

/** The admin address to come back to after the login (the admin root outside a browser). */
const here = () =>
  typeof location === 'undefined' ? adminRoot : location.pathname + location.search;

/**
 * The loading (a retry loads again), failed (with retry, or the login after a 401: the session
 * ended), not found (a 404: the entry does not exist, no retry can bring it; back to the
 * dashboard) and ready states of a screen part's query.
 */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}) {
  const { text, locale, href } = useAdmin();
  if (query.isPending || (query.isError && query.isFetching))
    return (
      <p role="status" className={styles.muted}>
        {text('admin.loading')}
      </p>
    );
  if (query.isError && query.error instanceof NotFoundError)
    return (
      <div role="alert" className={styles.error}>
        <p>{text('admin.entryNotFound')}</p>
        <a href={href('dashboard')}>{text('admin.nav.dashboard')}</a>
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className={styles.error}>
        <p>{text('admin.failed')}</p>
        {query.error instanceof UnauthorizedError ? (
          <a href={`${adminPath('login')}?lang=${locale}&next=${encodeURIComponent(here())}`}>
            {text('editor.login.title')}
          </a>
        ) : (
          <button type="button" className={styles.button} onClick={() => void query.refetch()}>
            {text('admin.retry')}
          </button>
        )}
      </div>
    );
  return <>{children(query.data)}</>;
}
