'use client';

import { createClient, type Locale } from '@aula/api-client';
import { ApiClientProvider } from '@aula/api-client/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { reportingQueryClient } from '@web/error-reporting/reporting-query-client';
import type { ListState } from '@aula/api-client';
import { type ListKindName, listKinds } from './list-kinds';
import { MoreListItems } from './MoreListItems';

export interface MoreListEngineProps {
  kind: ListKindName;
  locale: Locale;
  /** The list's filter and the pages 1..n the server rendered. */
  state: ListState;
  /** Whether a page after the rendered ones exists, and the entry count. */
  hasMore: boolean;
  count: number;
  /** The list's own path (the link without script, and the URL kept in step). */
  action: string;
  /** Attributes of the list element (class, test id). */
  listProps: { className: string; 'data-testid'?: string };
  /** Translated on the server: the button, its busy state, the announcement (`{count}`) and the failure. */
  labels: { loadMore: string; loading: string; loaded: string; failed: string };
  /** The server-rendered entries (`<li>`s) of pages 1..n. */
  children: ReactNode;
  /** Asks for the next page at once (the island was loaded by a press of "load more"). */
  autoLoad?: boolean;
}

/**
 * spec 2, 4: a news, event or press-release list whose "load more" appends the next page on the
 * client (loaded on demand by `MoreListPages`: TanStack Query and the API client are not part of the page) (the spec 4 page rule: a page not above the current one is ignored), while the URL
 * keeps the number of pages shown so the list can be shared and reloaded as it is. Without
 * script the button is a link to the same URL, which the server renders with one page more.
 */
export function MoreListEngine({ kind, ...props }: MoreListEngineProps) {
  const [queryClient] = useState(() => reportingQueryClient(`${kind} list`));
  // Same origin: the host passes /{locale}/api/* through to the content API.
  const [client] = useState(() => createClient({ baseUrl: '', minimumDelay: true }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        {kind === 'news' ? (
          <MoreListItems list={listKinds.news} {...props} />
        ) : kind === 'events' ? (
          <MoreListItems list={listKinds.events} {...props} />
        ) : (
          <MoreListItems list={listKinds.pressReleases} {...props} />
        )}
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
