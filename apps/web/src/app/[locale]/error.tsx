'use client';

import { useReloadAfterChunkFailure } from '@aula/ui';
import { LazyFailedNavigationBar } from '@web/chrome/NavigationLoadingBar/LazyFailedNavigationBar';
import { LazyErrorPage as ErrorPage } from '@web/error-pages/LazyErrorPage';
import { useLocale } from '@web/error-pages/use-locale';

/**
 * spec 2, 8: failures below the root layout show the error page in the error layout; a script
 * that failed to load reloads the page first (at most once a minute). A navigation or refresh
 * that failed also leaves the loading bar marked failed.
 */
export default function Error({ error }: { error: unknown }) {
  useReloadAfterChunkFailure(error);
  return (
    <>
      <LazyFailedNavigationBar locale={useLocale()} />
      <ErrorPage error={error} />
    </>
  );
}
