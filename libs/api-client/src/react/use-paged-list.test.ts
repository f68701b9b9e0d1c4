// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyListFilter } from '../schemas/list-filter';
import { hookHarness, newsPage, pageOf } from '../testing/react-wrapper';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { type PagedListOptions, usePagedList } from './use-paged-list';
import type { NewsTeaser } from '../schemas/news';

/** The news list page by page, as the host's "load more" island uses it. */
function useNewsList(locale: 'de', options: Partial<PagedListOptions<NewsTeaser>> = {}) {
  const client = useApiClient();
  return usePagedList({
    queryKey: queryKeys.news.list(locale, emptyListFilter),
    fetchPage: (page) => client.news.list(locale, { page }),
    ...options,
  });
}

describe('usePagedList (spec 4)', () => {
  it('loads page by page and ignores a page not above the current one', async () => {
    const { wrapper, calls } = hookHarness((call) => ({ body: newsPage(pageOf(call)) }));
    const { result } = renderHook(() => useNewsList('de'), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    act(() => result.current.loadPage(1));
    act(() => result.current.loadPage(2));
    await waitFor(() => expect(result.current.page).toBe(2));
    act(() => result.current.loadPage(2));
    act(() => result.current.loadPage(1));
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2]);
    expect(calls.map(pageOf)).toEqual([1, 2]);
  });

  it('sends a page request only once while it is in flight', async () => {
    const { wrapper, calls } = hookHarness((call) => ({ body: newsPage(pageOf(call)) }));
    const { result } = renderHook(() => useNewsList('de'), { wrapper });
    await waitFor(() => expect(result.current.page).toBe(1));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(calls.map(pageOf)).toEqual([1, 2]);
  });

  it('reset starts over from page 1', async () => {
    const { wrapper, calls } = hookHarness((call) => ({ body: newsPage(pageOf(call)) }));
    const { result } = renderHook(() => useNewsList('de'), { wrapper });
    await waitFor(() => expect(result.current.page).toBe(1));
    act(() => result.current.loadPage(2));
    await waitFor(() => expect(result.current.page).toBe(2));
    act(() => result.current.loadPage(1, { reset: true }));
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(result.current.page).toBe(1));
    expect(calls.map(pageOf)).toEqual([1, 2, 1]);
  });

  it('uses the server-rendered first page without a request', async () => {
    const { wrapper, calls } = hookHarness((call) => ({ body: newsPage(pageOf(call)) }));
    const { result } = renderHook(() => useNewsList('de', { initialPage: newsPage(1) }), {
      wrapper,
    });
    expect(result.current.items).toHaveLength(1);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(calls.map(pageOf)).toEqual([2]);
  });

  it('continues after the pages the server rendered, and only when asked (spec 4)', async () => {
    const { wrapper, calls } = hookHarness((call) => ({ body: newsPage(pageOf(call)) }));
    const { result } = renderHook(
      () => useNewsList('de', { serverPages: { pages: 2, hasMore: true, count: 40 } }),
      { wrapper },
    );
    expect(result.current).toMatchObject({
      page: 2,
      hasMore: true,
      count: 40,
      items: [],
      isLoading: false,
    });
    act(() => result.current.loadPage(2));
    act(() => result.current.loadPage(1));
    expect(calls).toHaveLength(0);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(3));
    expect(result.current.items.map((item) => item.id)).toEqual([3]);
    act(() => result.current.loadPage(3));
    expect(calls.map(pageOf)).toEqual([3]);
  });

  it('asks for nothing when the server rendered the last page', () => {
    const { wrapper, calls } = hookHarness((call) => ({ body: newsPage(pageOf(call)) }));
    const { result } = renderHook(
      () => useNewsList('de', { serverPages: { pages: 4, hasMore: false, count: 40 } }),
      { wrapper },
    );
    act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ page: 4, hasMore: false });
    expect(calls).toHaveLength(0);
  });
});
