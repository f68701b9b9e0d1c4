import { entityByPath, NotFoundError, UnauthorizedError } from '@aula/api-client';
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
 * ended), not found (a 404: the entry does not exist, no retry can bring it; back to its list
 * and the dashboard) and ready states of a screen part's query.
 */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}) {
  const { text, locale } = useAdmin();
  if (query.isPending || (query.isError && query.isFetching))
    return (
      <p role="status" className={styles.loading}>
        {text('admin.loading')}
      </p>
    );
  if (query.isError && query.error instanceof NotFoundError)
    return <NotFoundState message={text('admin.entryNotFound')} />;
  if (query.isError)
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.stateTitle}>{text('admin.failed')}</p>
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

/**
 * The not-found state (an entry or admin page that does not exist): said plainly, no retry (no
 * retry can bring it), the ways back to the list it was looked for in (if any) and the dashboard.
 */
export function NotFoundState({ message }: { message?: string }) {
  const { text, href, path } = useAdmin();
  // From the admin's path, not the browser's address: the server renders this state too.
  const list = listOf(path);
  return (
    <div role="alert" className={styles.notFound}>
      <p className={styles.stateTitle}>{message ?? text('admin.notFound')}</p>
      <p className={styles.stateActions}>
        {list && (
          <a className={styles.button} href={href({ entity: list })}>
            {text('admin.backToList')}
          </a>
        )}
        <a className={styles.button} href={href('dashboard')}>
          {text('admin.nav.dashboard')}
        </a>
      </p>
    </div>
  );
}

/** The entity list (`app/model`) of an add or change page's path, if it is one. */
function listOf(path: readonly string[]): string | null {
  const [app, model, entry] = path;
  const list = `${app}/${model}`;
  return entry && entityByPath(list) ? list : null;
}
