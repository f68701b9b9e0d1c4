import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import styles from './LoadingBar.module.css';
import { useLoadingProgress } from './use-loading-progress';
import { useOnlineStatus } from './use-online-status';

export interface LoadingBarProps {
  locale: Locale;
  /** A page is being loaded (the host sets it during navigation). */
  loading: boolean;
  /** The last load failed: the bar is marked failed. */
  failed?: boolean;
}

/**
 * spec 4/9: the page loading bar with its failed state, plus an offline notice. A failed load
 * (spec 8) keeps the bar full and marked until the next load starts, and says so in the status.
 */
export function LoadingBar({ locale, loading, failed = false }: LoadingBarProps) {
  const { visible, progress } = useLoadingProgress(loading);
  const online = useOnlineStatus();
  const showFailure = failed && !loading;
  const status = [
    showFailure && t(locale, 'loading.failed'),
    !online && t(locale, 'loading.offline'),
  ];
  return (
    <>
      {(visible || showFailure) && (
        <div
          className={styles['bar']}
          role="progressbar"
          aria-label={t(locale, failed ? 'loading.failed' : 'loading.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={showFailure ? 100 : Math.round(progress)}
          data-failed={failed}
          style={{ transform: `scaleX(${showFailure ? 1 : progress / 100})` }}
        />
      )}
      <p className={styles['status']} role="status">
        {status.filter(Boolean).join(' ')}
      </p>
    </>
  );
}
