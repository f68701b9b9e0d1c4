'use client';

import { useReloadAfterChunkFailure } from '@aula/ui';
import { LazyFailedNavigationBar } from '@web/chrome/NavigationLoadingBar/LazyFailedNavigationBar';
import { usePathLocale } from '@web/error-pages/use-locale';
import { LazyGlobalErrorPage as GlobalErrorPage } from '@web/error-pages/LazyGlobalErrorPage';
import '@web/app/[locale]/globals.css';

/**
 * spec 8: shown when a failure happens while rendering the layout or the error page itself (or
 * a navigation's answer broke off before the layout arrived: then the loading bar is failed).
 */
export default function GlobalError({ error }: { error: unknown }) {
  useReloadAfterChunkFailure(error);
  const locale = usePathLocale();
  return (
    <GlobalErrorPage locale={locale} error={error}>
      <LazyFailedNavigationBar locale={locale} />
    </GlobalErrorPage>
  );
}
