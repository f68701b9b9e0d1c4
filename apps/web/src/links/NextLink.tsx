'use client';

import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** The props both `@aula/ui`'s and `@aula/blocks`' link components receive. */
export type NextLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/**
 * spec 2: the host's client-side routing link for `@aula/ui` (`LinkProvider`) and `@aula/blocks`
 * (`linkComponent`). Next's own viewport prefetch is off: the chrome prefetches on idle
 * (2000 ms, skipped on slow or offline connections) through `LinkProvider`'s `prefetch`.
 */
export function NextLink({ href, children, ...props }: NextLinkProps) {
  return (
    <Link href={href} prefetch={false} {...props}>
      {children}
    </Link>
  );
}
