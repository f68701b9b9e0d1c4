import type { AdminListQuery } from '@aula/api-client';
import { useCallback, useEffect, useState } from 'react';

const listKeys = [
  'page',
  'search',
  'sort',
  'category',
  'faculty',
  'published',
  'since',
  'until',
] as const satisfies readonly (keyof AdminListQuery)[];

/** The list state of the address bar's query. */
function addressQuery(): AdminListQuery {
  const params = new URLSearchParams(location.search);
  return Object.fromEntries(
    listKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  ) as AdminListQuery;
}

/**
 * DESIGN.md 9: a list's state lives in its address (shareable, the back button). A change made
 * in place (a sort by column header) is pushed as a new address and shown without loading the
 * page again; going back shows the state of that address. `link` builds a list address.
 */
export function useListAddress(
  query: AdminListQuery,
  link: (query: AdminListQuery) => string,
): [AdminListQuery, (change: AdminListQuery) => void] {
  const [current, setCurrent] = useState(query);
  // A new address from the server (a filter form, a pager link) is the state again.
  const given = JSON.stringify(query);
  useEffect(() => setCurrent(JSON.parse(given) as AdminListQuery), [given]);
  useEffect(() => {
    const back = () => setCurrent(addressQuery());
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);
  const change = useCallback(
    (next: AdminListQuery) => {
      setCurrent(next);
      history.pushState(null, '', link(next));
    },
    [link],
  );
  return [current, change];
}
