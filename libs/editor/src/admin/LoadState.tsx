import { adminPath, adminRoot } from '@aula/routing';
import type { ReactNode } from 'react';
import { useAdmin } from './admin-context';
import type { Loaded } from './use-load';
import styles from './Admin.module.css';

/** The admin address to come back to after the login (the admin root outside a browser). */
const here = () =>
  typeof location === 'undefined' ? adminRoot : location.pathname + location.search;

/**
 * The loading, failed (with retry, or the login after a 401), not found (a 404: back to the
 * dashboard) and ready states of a screen part.
 */
export function LoadState<T>({
  state,
  retry,
  children,
}: {
  state: Loaded<T>;
  retry(): void;
  children(data: T): ReactNode;
}) {
  const { text, locale, href } = useAdmin();
  if (state.status === 'loading')
    return (
      <p role="status" className={styles.muted}>
        {text('admin.loading')}
      </p>
    );
  if (state.status === 'failed' && state.notFound)
    return (
      <div role="alert" className={styles.error}>
        <p>{text('admin.entryNotFound')}</p>
        <a href={href('dashboard')}>{text('admin.nav.dashboard')}</a>
      </div>
    );
  if (state.status === 'failed')
    return (
      <div role="alert" className={styles.error}>
        <p>{text('admin.failed')}</p>
        {state.unauthorized ? (
          <a href={`${adminPath('login')}?lang=${locale}&next=${encodeURIComponent(here())}`}>
            {text('editor.login.title')}
          </a>
        ) : (
          <button type="button" className={styles.button} onClick={retry}>
            {text('admin.retry')}
          </button>
        )}
      </div>
    );
  return <>{children(state.data)}</>;
}
