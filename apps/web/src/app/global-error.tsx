'use client';

import { useReloadAfterChunkFailure } from '@aula/ui';
import { usePathLocale } from '@web/error-pages/use-locale';
import { LazyGlobalErrorPage as GlobalErrorPage } from '@web/error-pages/LazyGlobalErrorPage';
import '@web/app/[locale]/globals.css';

/** spec 8: shown when a failure happens while rendering the layout or the error page itself. */
export default function GlobalError({ error }: { error: unknown }) {
  useReloadAfterChunkFailure(error);
  return <GlobalErrorPage locale={usePathLocale()} error={error} />;
}
