'use client';

import type { Locale } from '@aula/routing';
import { lazy, Suspense } from 'react';

// The error boundaries come with every route: the bar (and its texts) loads only when one shows.
const FailedNavigationBar = lazy(() =>
  import('./failed-navigation-bar').then((module) => ({ default: module.FailedNavigationBar })),
);

/** spec 4, 8: `FailedNavigationBar` of `@aula/ui` for the error boundaries, loaded when shown. */
export function LazyFailedNavigationBar({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <FailedNavigationBar locale={locale} />
    </Suspense>
  );
}
