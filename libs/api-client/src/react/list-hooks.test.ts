// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookHarness } from '../testing/react-wrapper';
import { usePersons } from './use-persons';
import { useAutocomplete } from './use-search';
import { useStudyList } from './use-study-list';

const emptyPage = { count: 0, next: null, previous: null, results: [] };

describe('study lists (spec 4)', () => {
  it('are requested for each faculty and again on each visit', async () => {
    const { wrapper, calls } = hookHarness(() => ({ body: emptyPage }));
    const { result, rerender, unmount } = renderHook(({ faculty }) => useStudyList('de', 'events', faculty), { wrapper, initialProps: { faculty: 1 } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ faculty: 2 });
    await waitFor(() => expect(calls).toHaveLength(2));
    unmount();
    renderHook(() => useStudyList('de', 'events', 2), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((c) => c.url)).toEqual(['/de/api/events/?page=1&faculty=1', '/de/api/events/?page=1&faculty=2', '/de/api/events/?page=1&faculty=2']);
  });
});

describe('usePersons (spec 4)', () => {
  it('toggles the category, sets the search and resets both', async () => {
    const { wrapper, calls } = hookHarness(() => ({ body: { results: [] } }));
    const { result } = renderHook(() => usePersons('de'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.toggleCategory('3'));
    act(() => result.current.setSearch('Ada'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/de/api/persons/?category=3&search=Ada'));
    act(() => result.current.toggleCategory('3'));
    expect(result.current.filter).toEqual({ category: '', search: 'Ada' });
    act(() => result.current.resetFilter());
    expect(result.current.filter).toEqual({ category: '', search: '' });
  });
});

describe('useAutocomplete (DESIGN.md 3)', () => {
  it('asks nothing below 2 characters, then the lowercase text', async () => {
    const { wrapper, calls } = hookHarness(() => ({ body: ['kunst', 'kunstgeschichte'] }));
    const { result, rerender } = renderHook(({ text }) => useAutocomplete('de', text), { wrapper, initialProps: { text: 'K' } });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ text: 'KuN' });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(calls.map((c) => c.url)).toEqual(['/de/api/search/autocomplete/?query=kun']);
  });
});
