'use client';

import { useReloadAfterChunkFailure } from '@aula/ui';
import { LazyErrorPage as ErrorPage } from '@web/error-pages/LazyErrorPage';

/**
 * spec 2, 8: failures below the root layout show the error page in the error layout; a script
 * that failed to load reloads the page first (at most once a minute).
 */
export default function Error({ error }: { error: unknown }) {
  useReloadAfterChunkFailure(error);
  return <ErrorPage error={error} />;
}
