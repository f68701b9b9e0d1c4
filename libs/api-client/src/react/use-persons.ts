import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Locale } from '../schemas/language';
import { emptyPersonFilter, type PersonFilter, type PersonList } from '../schemas/person';
import { useApiClient } from './api-client-context';
import { personsQuery } from './list-queries';

export interface PersonsOptions {
  initialFilter?: PersonFilter;
  /** The server-rendered answer for `initialFilter`. */
  initialData?: PersonList;
}

/**
 * spec 4: the persons directory with its filter. Choosing the selected category again clears
 * it (toggle); the search text is set; `resetFilter` empties both. The same request is never
 * sent twice at once, and the previous results stay visible while the next load.
 */
export function usePersons(locale: Locale, { initialFilter = emptyPersonFilter, initialData }: PersonsOptions = {}) {
  const [filter, setFilter] = useState(initialFilter);
  const query = useQuery({
    ...personsQuery(useApiClient(), locale, filter),
    placeholderData: keepPreviousData,
    initialData: filter === initialFilter ? initialData : undefined,
    staleTime: 60_000,
  });
  const toggleCategory = useCallback((category: string) => setFilter((f) => ({ ...f, category: f.category === category ? '' : category })), []);
  const setSearch = useCallback((search: string) => setFilter((f) => ({ ...f, search })), []);
  const resetFilter = useCallback(() => setFilter(emptyPersonFilter), []);
  return { ...query, persons: query.data?.results ?? [], filter, toggleCategory, setSearch, resetFilter };
}
