import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { createClient } from '../client/create-client';
import { ApiClientProvider } from '../react/api-client-context';
import { fakeFetch, type RecordedCall } from './fake-fetch';

/** A QueryClient + ApiClientProvider wrapper over a fake fetch, for hook tests. */
export function hookHarness(answer: (call: RecordedCall) => { status?: number; body?: unknown }) {
  const fake = fakeFetch(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createClient({ fetch: fake.fetch });
  function wrapper({ children }: { children?: ReactNode }) {
    return createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiClientProvider, { client }, children),
    );
  }
  return { wrapper, calls: fake.calls, queryClient };
}

/** A paged-list answer for page `page` of `pages`, with one entry per page. */
export function newsPage(page: number, pages = 3) {
  return {
    count: pages,
    next: page < pages ? `/de/api/news/?page=${page + 1}` : null,
    previous: page > 1 ? `/de/api/news/?page=${page - 1}` : null,
    results: [
      {
        id: page,
        slug: `n${page}`,
        title: `News ${page}`,
        teaser: '',
        date: '2026-01-01T00:00:00Z',
        category: null,
      },
    ],
  };
}

/** The page number a recorded list call asked for. */
export function pageOf(call: RecordedCall): number {
  return Number(new URL(call.url, 'http://x').searchParams.get('page'));
}
