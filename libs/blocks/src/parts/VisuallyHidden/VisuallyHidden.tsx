import type { ReactNode } from 'react';

/**
 * Text for screen readers only (labels of icon buttons, "opens in a new window"): the shared
 * `visually-hidden` class of `@aula/ui/styles.css`, which a host of the blocks loads first.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
