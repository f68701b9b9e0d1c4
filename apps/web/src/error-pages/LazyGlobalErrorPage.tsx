'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// Issue 18: loaded only when shown (see LazyErrorPage).
const GlobalErrorContent = lazy(() =>
  import('@web/error-pages/GlobalErrorPage/GlobalErrorPage').then((module) => ({
    default: module.GlobalErrorContent,
  })),
);

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
