'use client';

import { createClient, type Locale, type Person, type PersonFilter } from '@aula/api-client';
import { queryKeys, usePagedList } from '@aula/api-client/react';
import { PersonCards, PersonTable } from '@aula/blocks';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { reportingQueryClient } from '@web/error-reporting/reporting-query-client';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';
import { LoadMoreFooter, type LoadMoreLabels, useLoadMore } from '@aula/ui';
import { personFilterQuery } from './person-filter-query';
import { personPage } from './person-page';
import type { PersonView } from './person-view';

export interface MorePersonsEngineProps {
  locale: Locale;
  filter: PersonFilter;
  view: PersonView;
  /** The persons of pages 1..`pages` the server rendered, and how many match the filter. */
  persons: readonly Person[];
  pages: number;
  total: number;
  /** The directory's own path. */
  action: string;
  /** The table's caption (the page heading). */
  caption: string;
  labels: LoadMoreLabels;
  /** Asks for the next page at once (the island was loaded by a press of "load more"). */
  autoLoad?: boolean;
}

// Same origin: the host passes /{locale}/api/* through to the content API.
const client = createClient({ baseUrl: '', minimumDelay: true });

/** The persons of pages 1..n and those loaded here, as cards (grid) or table rows (list). */
function PersonPages({
  locale,
  filter,
  view,
  persons,
  pages,
  total,
  action,
  caption,
  labels,
  autoLoad,
}: MorePersonsEngineProps) {
  // The persons answer is one list (spec 3: `results`): fetched once, then shown page by page.
  const all = useRef<Promise<readonly Person[]> | null>(null);
  const fetchPage = useCallback(
    (page: number) => {
      all.current ??= client.persons.list(locale, filter).then((answer) => answer.results);
      return all.current.then((results) => personPage(results, page));
    },
    [all, locale, filter],
  );
  const paged = usePagedList<Person>({
    queryKey: queryKeys.persons.list(locale, filter),
    fetchPage,
    serverPages: { pages, hasMore: total > persons.length, count: total },
  });
  const listRef = useRef<HTMLDivElement>(null);
  const urlOf = useCallback(
    (shown: number) => `${action}${personFilterQuery(filter, shown, view)}`,
    [action, filter, view],
  );
  // The n-th entry of the whole list: its card or its row.
  const entrySelector = useCallback(
    (index: number) =>
      view === 'list'
        ? `tbody > tr:nth-child(${persons.length + index + 1})`
        : `ul > li:nth-child(${persons.length + index + 1})`,
    [view, persons.length],
  );
  const { hydrated, busy, loaded, loadMore } = useLoadMore({
    paged,
    shown: pages,
    urlOf,
    listRef,
    entrySelector,
    autoLoad,
  });
  const shown = [...persons, ...paged.items];
  const options = visitorRenderOptions(locale);
  return (
    <>
      <div ref={listRef} aria-busy={busy}>
        {view === 'list' ? (
          <PersonTable persons={shown} options={options} caption={caption} />
        ) : (
          <PersonCards persons={shown} options={options} />
        )}
      </div>
      <LoadMoreFooter
        labels={labels}
        busy={busy}
        loaded={loaded}
        failed={paged.error !== null}
        hasMore={paged.hasMore}
        hydrated={hydrated}
        nextHref={urlOf(pages + 1)}
        onLoadMore={loadMore}
      />
    </>
  );
}

/**
 * spec 2, 4: (loaded on demand by `MorePersons`, DESIGN.md 5) the persons directory's list with
 * "load more" as the news and event lists have it (`useLoadMore`, so it neither reloads the page
 * nor loses the focus): the next persons are appended in place, the scroll position stays, the
 * focus moves to the first person added and the URL names the pages shown. Without script the
 * control is a link to the same URL, which the server renders with a page more.
 */
export function MorePersonsEngine(props: MorePersonsEngineProps) {
  const [queryClient] = useState(() => reportingQueryClient('persons list'));
  return (
    <QueryClientProvider client={queryClient}>
      {/* A new filter, list type or server page count is a new list (its cached answer included). */}
      <PersonPages key={JSON.stringify([props.filter, props.view, props.pages])} {...props} />
    </QueryClientProvider>
  );
}
