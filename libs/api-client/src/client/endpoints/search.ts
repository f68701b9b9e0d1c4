import type { Locale } from '../../schemas/language';
import {
  autocompleteSchema,
  normalizeSearchQuery,
  searchResultPageSchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  type SearchCategory,
} from '../../schemas/search';
import { requestJson, type ClientOptions } from '../request';

/** spec 7: the search endpoints; queries are trimmed and cut to 200 characters (DESIGN.md 3). */
export function searchEndpoints(options: ClientOptions) {
  const query = (text: string) => encodeURIComponent(normalizeSearchQuery(text));
  return {
    /** GET /{locale}/api/search/autocomplete/?query={lowercase text} */
    autocomplete: (locale: Locale, text: string) =>
      requestJson(
        options,
        `/${locale}/api/search/autocomplete/?query=${query(text.toLowerCase())}`,
        autocompleteSchema,
      ),
    /** GET /{locale}/api/search/suggestions/?query={lowercase text}: titles with type and date. */
    suggestions: (locale: Locale, text: string) =>
      requestJson(
        options,
        `/${locale}/api/search/suggestions/?query=${query(text.toLowerCase())}`,
        searchSuggestionsSchema,
      ),
    /** GET /{locale}/api/search/?query={text}: the first page of every category. */
    all: (locale: Locale, text: string) =>
      requestJson(options, `/${locale}/api/search/?query=${query(text)}`, searchResultsSchema),
    /** GET /{locale}/api/search/{category}/?query={text}&page={page} */
    category: (locale: Locale, category: SearchCategory, text: string, page = 1) =>
      requestJson(
        options,
        `/${locale}/api/search/${category}/?query=${query(text)}&page=${page}`,
        searchResultPageSchema,
      ),
  };
}
