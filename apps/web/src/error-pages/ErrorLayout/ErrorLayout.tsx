'use client';

import type { Locale } from '@aula/routing';
import { ErrorLayout as ChromeErrorLayout } from '@aula/ui';
import type { ReactNode } from 'react';

interface ErrorLayoutProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * spec 2: the error layout of `@aula/ui`: the header only, with the animated logo linking to the
 * home page of the language. A client boundary, so server-rendered error pages can use it.
 */
export function ErrorLayout({ locale, children }: ErrorLayoutProps) {
  return <ChromeErrorLayout locale={locale}>{children}</ChromeErrorLayout>;
}
