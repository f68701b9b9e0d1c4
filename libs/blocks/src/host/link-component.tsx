import type { ComponentType, ReactNode } from 'react';

/** What a block hands to the link component: the host may swap in its router's link. */
export interface BlockLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  target?: '_blank';
  rel?: string;
  'aria-label'?: string;
}

export type LinkComponent = ComponentType<BlockLinkProps>;

/** The default link: a plain anchor. */
export function PlainLink({ children, ...props }: BlockLinkProps) {
  return <a {...props}>{children}</a>;
}
