'use client';

import { listStateQuery } from '@aula/api-client';
import { DeferredLoadMore } from '@aula/ui';
import type { MoreListEngineProps } from './MoreListEngine';

export type MoreListPagesProps = Omit<MoreListEngineProps, 'autoLoad'>;

const loadEngine = () => import('./MoreListEngine').then((module) => module.MoreListEngine);

/**
 * spec 2, 4, issue 18: the server's list with "load more"; the island that appends pages
 * (`MoreListEngine`) loads when the control comes near or is pressed, not with the page.
 */
export function MoreListPages(props: MoreListPagesProps) {
  const { listProps, children, labels, hasMore, action, state } = props;
  const nextHref = `${action}${listStateQuery({ filter: state.filter, pages: (state.pages ?? 1) + 1 })}`;
  return (
    <DeferredLoadMore load={loadEngine} islandProps={props} labels={labels} hasMore={hasMore} nextHref={nextHref}>
      <ul {...listProps}>{children}</ul>
    </DeferredLoadMore>
  );
}
