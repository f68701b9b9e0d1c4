'use client';

import type { Locale } from '@aula/routing';
import { LoadingBar } from '@aula/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { startsNavigation } from '@web/chrome/navigation-start';
import { finishNavigationAtom, navigationLoadingAtom, startNavigationAtom } from './navigation-loading-atom';

/** Longest a navigation may take before the loading bar marks it failed (spec 4). */
export const navigationTimeout = 15_000;

/**
 * spec 4: the loading bar of client-side navigation: it runs from a click on an internal link
 * (or `startNavigationAtom`, for programmatic navigation) until the path or query changes,
 * and is marked failed when that takes too long. Uses `useSearchParams`: render it in Suspense.
 */
export function NavigationLoadingBar({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const { loading, failed } = useAtomValue(navigationLoadingAtom);
  const start = useSetAtom(startNavigationAtom);
  const finish = useSetAtom(finishNavigationAtom);

  useEffect(() => {
    finish(false);
  }, [pathname, search, finish]);

  useEffect(() => {
    // Capture phase: next/link prevents the default of its clicks before a bubbling listener sees them.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (anchor && startsNavigation(event, anchor, new URL(window.location.href))) start();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [start]);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => finish(true), navigationTimeout);
    return () => window.clearTimeout(timer);
  }, [loading, finish]);

  return <LoadingBar locale={locale} loading={loading} failed={failed} />;
}
