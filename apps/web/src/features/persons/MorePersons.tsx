'use client';

import { DeferredLoadMore } from '@aula/ui';
import type { ReactNode } from 'react';
import type { MorePersonsEngineProps } from './MorePersonsEngine';
import { personFilterQuery } from './person-filter-query';

export type MorePersonsProps = Omit<MorePersonsEngineProps, 'autoLoad'> & {
  /** The server-rendered cards or table of pages 1..`pages`. */
  children: ReactNode;
};

const loadEngine = () => import('./MorePersonsEngine').then((module) => module.MorePersonsEngine);

/**
 * spec 2, 4, DESIGN.md 5: the persons the server rendered with "load more"; the island that shows
 * further pages (`MorePersonsEngine`) loads when the control comes near or is pressed.
 */
export function MorePersons({ children, ...props }: MorePersonsProps) {
  const nextHref = `${props.action}${personFilterQuery(props.filter, props.pages + 1, props.view)}`;
  return (
    <DeferredLoadMore
      load={loadEngine}
      islandProps={props}
      labels={props.labels}
      hasMore={props.total > props.persons.length}
      nextHref={nextHref}
    >
      <div>{children}</div>
    </DeferredLoadMore>
  );
}
