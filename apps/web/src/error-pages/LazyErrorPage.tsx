'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// DESIGN.md 5: the error boundaries and the not-found page are part of every route, so whatever
// they import would be loaded with every page, error or not (texts, the error layout, the route
// table). Each is loaded only when it is shown; the server renders it in place as before. React's
// `lazy` rather than `next/dynamic`, whose loader would be bundled with each boundary; one module
// per boundary, so that each boundary's chunk holds only its own loader.

const ErrorPage = lazy(() =>
  import('@web/error-pages/ErrorPage/ErrorPage').then((module) => ({ default: module.ErrorPage })),
);

/** spec 2, 8: `ErrorPage`, loaded when a failure below the root layout is shown. */
export function LazyErrorPage(props: ComponentProps<typeof ErrorPage>) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
