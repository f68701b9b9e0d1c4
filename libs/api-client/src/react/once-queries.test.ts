// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookHarness } from '../testing/react-wrapper';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import { useApiClient } from './api-client-context';
import { calendarQuery, categoriesQuery, homeSectionQuery } from './once-queries';
import type { HomeSection, ListArea } from './query-keys';
import { useUser } from './use-user';

// The query options as a component would use them with `useQuery` (the editor's pickers, for example).
const useCategories = (area: ListArea, locale: Locale) =>
  useQuery(categoriesQuery(useApiClient(), area, locale));
const useCalendar = (area: ListArea, locale: Locale) =>
  useQuery(calendarQuery(useApiClient(), area, locale));
const useHomeSection = <S extends HomeSection>(locale: Locale, section: S) =>
  useQuery(homeSectionQuery(useApiClient(), locale, section));

describe('data loaded once (spec 4)', () => {
  it('categories load once, however often they are asked for', async () => {
    const { wrapper, calls } = hookHarness(() => ({
      body: [{ id: 1, slug: 'konzert', name: 'Konzert' }],
    }));
    const first = renderHook(() => useCategories('events', 'de'), { wrapper });
    await waitFor(() => expect(first.result.current.data).toHaveLength(1));
    first.unmount();
    const second = renderHook(() => useCategories('events', 'de'), { wrapper });
    expect(second.result.current.data).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual(['/de/api/events/categories/']);
  });

  it('calendar dates arrive as Date objects', async () => {
    const { wrapper } = hookHarness(() => ({ body: ['05.03.2026'] }));
    const { result } = renderHook(() => useCalendar('news', 'de'), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]).toBeInstanceOf(Date));
  });

  it('a failed home section counts as loaded and is not asked again', async () => {
    const { wrapper, calls } = hookHarness(() => ({ status: 500 }));
    const first = renderHook(() => useHomeSection('de', 'teaser'), { wrapper });
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    first.unmount();
    const second = renderHook(() => useHomeSection('de', 'teaser'), { wrapper });
    expect(second.result.current.isError).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('the home news section holds the first page of news', async () => {
    const { wrapper } = hookHarness(() => ({
      body: {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 1,
            slug: 'a',
            title: 'A',
            teaser: '',
            date: '2026-01-01T00:00:00Z',
            category: null,
          },
        ],
      },
    }));
    const { result } = renderHook(() => useHomeSection('en', 'news'), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.title).toBe('A'));
  });

  it('the user is null for an anonymous visitor (spec 6)', async () => {
    const { wrapper } = hookHarness(() => ({ status: 401 }));
    const { result } = renderHook(() => useUser('de'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
