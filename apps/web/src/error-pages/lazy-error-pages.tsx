'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// Issue 18: the error boundaries and the not-found page are part of every route, so whatever they
// import would be loaded with every page, error or not (texts, the error layout, the route
// table). Each is loaded only when it is shown; the server renders it in place as before.
// React's `lazy` rather than `next/dynamic`, whose loader would be bundled with each boundary.

const ErrorPage = lazy(() => import('@web/error-pages/ErrorPage/ErrorPage').then((module) => ({ default: module.ErrorPage })));
const GlobalErrorContent = lazy(() => import('@web/error-pages/GlobalErrorPage/GlobalErrorPage').then((module) => ({ default: module.GlobalErrorContent })));
const NotFoundPage = lazy(() => import('@web/error-pages/NotFoundPage/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/** spec 2, 8: `ErrorPage`, loaded when a failure below the root layout is shown. */
export function LazyErrorPage(props: ComponentProps<typeof ErrorPage>) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}

/**
 * spec 8: the document of `GlobalErrorPage` at once (a global error must render `html` and
 * `body`), its content loaded when the root layout or the error page failed.
 */
export function LazyGlobalErrorPage(props: ComponentProps<typeof GlobalErrorContent>) {
  return (
    <html lang={props.locale}>
      <body>
        <Suspense fallback={null}>
          <GlobalErrorContent {...props} />
        </Suspense>
      </body>
    </html>
  );
}

/** spec 2, 8: `NotFoundPage`, loaded when a page calls `notFound()`. */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
