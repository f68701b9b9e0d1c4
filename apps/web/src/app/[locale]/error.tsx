'use client';

import { LazyErrorPage as ErrorPage } from '@web/error-pages/LazyErrorPage';

/** spec 2, 8: failures below the root layout show the error page in the error layout. */
export default function Error({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
