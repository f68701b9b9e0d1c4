import type { ReactNode } from 'react';
import { NextLink } from '@web/links/NextLink';

export interface TeaserSectionProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** The list the teasers come from: "all news", "all events". */
  all: { href: string; label: string };
  testId?: string;
  children: ReactNode;
}

/**
 * A few entries of a list (the home page's or a faculty's events and news) under a heading
 * with the way to the whole list beside it, so a visitor who wants more is one click away.
 */
export function TeaserSection({ id, title, all, testId, children }: TeaserSectionProps) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="teaser-section">
      <div className="teaser-section-head">
        <h2 id={id}>{title}</h2>
        <NextLink href={all.href} className="teaser-section-all">
          {all.label}
          <span aria-hidden="true"> →</span>
        </NextLink>
      </div>
      {children}
    </section>
  );
}
