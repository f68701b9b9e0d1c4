'use client';

import { DeferredLoadMore } from '@aula/ui';
import type { MoreListEngineProps } from './MoreListEngine';

export type MoreListPagesProps = Omit<MoreListEngineProps, 'autoLoad'> & {
  /** The link of "load more" without script: the list with one page more, its query built on the server. */
  nextHref: string;
};

const loadEngine = () => import('./MoreListEngine').then((module) => module.MoreListEngine);

/**
 * spec 2, 4, DESIGN.md 5: the server's list with "load more"; the island that appends pages
 * (`MoreListEngine`) loads when the control comes near or is pressed, not with the page. The
 * link's query comes from the server: the list filter's module (with its valibot schemas) then
 * loads with the island only.
 */
export function MoreListPages({ nextHref, ...props }: MoreListPagesProps) {
  const { listProps, children, labels, hasMore } = props;
  return (
    <DeferredLoadMore
      load={loadEngine}
      islandProps={props}
      labels={labels}
      hasMore={hasMore}
      nextHref={nextHref}
    >
      <ul {...listProps}>{children}</ul>
    </DeferredLoadMore>
  );
}
