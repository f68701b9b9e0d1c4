import {
  autocompleteSchema,
  searchCategories,
  searchResultPageSchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  type SearchCategory,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { keptAnswer } from '../search/kept-answers';
import { searchCategory } from '../search/search-category';
import { queryWords } from '../search/search-query';
import { suggestedTitles, suggestions } from '../search/suggestions';
import { answer, notFound } from './answer';
import { localeOf, localeParam } from './locale';
import { beyondEnd, pagedAnswer, parsePage } from './paging';

/** `searchCategory`, kept between writes (src/search/kept-answers). */
const keptSearch = (
  db: Kysely<Database>,
  category: SearchCategory,
  words: string[],
  locale: Locale,
  page: number,
  now: Date,
) =>
  keptAnswer(db, `search:${locale}:${category}:${page}:${words.join(' ')}`, now, () =>
    searchCategory(db, category, words, locale, page, now),
  );

/** `suggestions`, kept between writes. */
const keptSuggestions = (db: Kysely<Database>, text: string, locale: Locale, now: Date) =>
  keptAnswer(db, `suggest:${locale}:${text.trim().toLowerCase()}`, now, () =>
    suggestions(db, text, locale, now),
  );

/**
 * spec 7: search autocomplete (the titles, and with their type and date), the search over all
 * categories and per category with paging. spec 1: `others` holds pages, study, application,
 * press and microsites.
 */
export function searchRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .get(`/${localeParam}/api/search/autocomplete/`, async (c) => {
      const list = await keptSuggestions(db, c.req.query('query') ?? '', localeOf(c), now());
      return answer(c, autocompleteSchema, suggestedTitles(list));
    })
    .get(`/${localeParam}/api/search/suggestions/`, async (c) => {
      const list = await keptSuggestions(db, c.req.query('query') ?? '', localeOf(c), now());
      return answer(c, searchSuggestionsSchema, list);
    })
    .get(`/${localeParam}/api/search/`, async (c) => {
      const locale = localeOf(c);
      const words = queryWords(c.req.query('query') ?? '');
      const query = `&query=${encodeURIComponent(c.req.query('query') ?? '')}`;
      const entries = await Promise.all(
        searchCategories.map(async (category) => {
          const { count, results } = await keptSearch(db, category, words, locale, 1, now());
          return [
            category,
            pagedAnswer(`/${locale}/api/search/${category}/`, 1, count, results, query),
          ] as const;
        }),
      );
      return answer(
        c,
        searchResultsSchema,
        Object.fromEntries(entries) as Record<SearchCategory, (typeof entries)[number][1]>,
      );
    })
    .get(`/${localeParam}/api/search/:category{others|persons|events|news}/`, async (c) => {
      const locale = localeOf(c);
      const category = c.req.param('category') as SearchCategory;
      const page = parsePage(c.req.query('page'));
      if (page === null) return notFound(c, 'Invalid page.');
      const { count, results } = await keptSearch(
        db,
        category,
        queryWords(c.req.query('query') ?? ''),
        locale,
        page,
        now(),
      );
      if (beyondEnd(page, count)) return notFound(c, 'Invalid page.');
      const query = `&query=${encodeURIComponent(c.req.query('query') ?? '')}`;
      return answer(
        c,
        searchResultPageSchema,
        pagedAnswer(`/${locale}/api/search/${category}/`, page, count, results, query),
      );
    });
}
