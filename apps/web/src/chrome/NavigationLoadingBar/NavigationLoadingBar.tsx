'use client';

import type { Locale } from '@aula/routing';
import { LoadingBar, useNavigationLoading } from '@aula/ui';
import { usePathname, useSearchParams } from 'next/navigation';

/**
 * spec 4: the loading bar of the router's navigation (see `useNavigationLoading`), finished by
 * Next's path and query. Uses `useSearchParams`: render it in Suspense.
 */
export function NavigationLoadingBar({ locale }: { locale: Locale }) {
  const { loading, failed } = useNavigationLoading(
    `${usePathname()}?${useSearchParams().toString()}`,
  );
  return <LoadingBar locale={locale} loading={loading} failed={failed} />;
}
