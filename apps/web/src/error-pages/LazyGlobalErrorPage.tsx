'use client';

import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';

// DESIGN.md 5: loaded only when shown (see LazyErrorPage).
const GlobalErrorContent = lazy(() =>
  import('@web/error-pages/GlobalErrorPage/GlobalErrorPage').then((module) => ({
    default: module.GlobalErrorContent,
  })),
);

type LazyGlobalErrorPageProps = ComponentProps<typeof GlobalErrorContent> & {
  /** Shown in the document before the content (the failed loading bar, spec 8). */
  children?: ReactNode;
};

/**
 * spec 8: the document of `GlobalErrorPage` at once (a global error must render `html` and
 * `body`), its content loaded when the root layout or the error page failed.
 */
export function LazyGlobalErrorPage({ children, ...props }: LazyGlobalErrorPageProps) {
  return (
    <html lang={props.locale}>
      <body>
        {children}
        <Suspense fallback={null}>
          <GlobalErrorContent {...props} />
        </Suspense>
      </body>
    </html>
  );
}
