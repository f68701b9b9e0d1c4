import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import type { SearchCategory } from '../schemas/search';
import { useApiClient } from './api-client-context';
import { autocompleteQuery, searchCategoryQuery, searchResultsQuery } from './list-queries';

/** spec 4: autocomplete suggestions for the typed text (from 2 characters, lowercased). */
export function useAutocomplete(locale: Locale, text: string) {
  return useQuery({ ...autocompleteQuery(useApiClient(), locale, text), placeholderData: keepPreviousData });
}

/** spec 2: the search results of every category for a submitted, non-empty text. */
export function useSearchResults(locale: Locale, text: string) {
  return useQuery(searchResultsQuery(useApiClient(), locale, text));
}

/** spec 2: one page of one search category. */
export function useSearchCategory(locale: Locale, category: SearchCategory, text: string, page = 1) {
  return useQuery({ ...searchCategoryQuery(useApiClient(), locale, category, text, page), placeholderData: keepPreviousData });
}
