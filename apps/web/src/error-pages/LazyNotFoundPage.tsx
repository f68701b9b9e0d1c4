'use client';

import { lazy, Suspense } from 'react';
import type { NotFoundPageProps } from '@web/error-pages/NotFoundPage/NotFoundPage';

// DESIGN.md 5: loaded only when shown (see LazyErrorPage).
const NotFoundPage = lazy(() =>
  import('@web/error-pages/NotFoundPage/NotFoundPage').then((module) => ({
    default: module.NotFoundPage,
  })),
);

/** spec 2, 8: `NotFoundPage`, loaded when a page calls `notFound()`. */
export function LazyNotFoundPage(props: NotFoundPageProps) {
  return (
    <Suspense fallback={null}>
      <NotFoundPage {...props} />
    </Suspense>
  );
}
