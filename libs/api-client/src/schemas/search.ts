import * as v from 'valibot';
import { entityIdSchema, isoInstantSchema } from './field-types';
import { pagedListSchema } from './paged-list';

/** spec 2/7: the search categories (route parameter and `/api/search/{category}/`). */
export const searchCategories = ['others', 'persons', 'events', 'news'] as const;
export type SearchCategory = (typeof searchCategories)[number];

/** DESIGN.md 3: autocomplete starts at 2 characters; longer queries are cut to 200. */
export const searchLimits = { autocompleteMinLength: 2, maxQueryLength: 200 } as const;

/** spec 3/7: the autocomplete answer, a list of suggestions. */
export const autocompleteSchema = v.array(v.string());

/**
 * spec 1: what a hit is, so a visitor can tell a study programme from a press release. The
 * `others` category holds every type but persons, events and news.
 */
export const searchResultTypes = [
  'page',
  'faculty',
  'programme',
  'subject',
  'application',
  'press-release',
  'press-article',
  'press-material',
  'microsite',
  'person',
  'event',
  'news',
] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** One autocomplete suggestion with its type and, for events, the day it starts. */
export const searchSuggestionSchema = v.object({
  title: v.string(),
  type: v.picklist(searchResultTypes),
  date: v.nullable(isoInstantSchema),
});
export type SearchSuggestion = v.InferOutput<typeof searchSuggestionSchema>;

/** `/api/search/suggestions/`: autocomplete titles with type and date, upcoming events first. */
export const searchSuggestionsSchema = v.array(searchSuggestionSchema);

/** One search hit (spec leaves the shape open; this is Aula's). */
export const searchResultSchema = v.object({
  id: entityIdSchema,
  category: v.picklist(searchCategories),
  type: v.picklist(searchResultTypes),
  title: v.string(),
  teaser: v.string(),
  url: v.string(),
  date: v.nullable(isoInstantSchema),
  image_url: v.nullable(v.string()),
});
export type SearchResult = v.InferOutput<typeof searchResultSchema>;

/** spec 7: one page of hits of one category (`/api/search/{category}/?query=&page=`). */
export const searchResultPageSchema = pagedListSchema(searchResultSchema);
export type SearchResultPage = v.InferOutput<typeof searchResultPageSchema>;

/** spec 7: `/api/search/?query=`: the first page of every category. */
export const searchResultsSchema = v.object({
  others: searchResultPageSchema,
  persons: searchResultPageSchema,
  events: searchResultPageSchema,
  news: searchResultPageSchema,
});
export type SearchResults = v.InferOutput<typeof searchResultsSchema>;

/**
 * Control characters are never search text (NUL cannot even be stored or compared in
 * PostgreSQL text): each run of them reads as a space.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]+/g;

/** Search text without control characters (see `controlCharacters`). */
export function withoutControlCharacters(text: string): string {
  return text.replace(controlCharacters, ' ');
}

/** DESIGN.md 3: the query as sent: without control characters, trimmed and cut to 200 characters. */
export function normalizeSearchQuery(text: string): string {
  return withoutControlCharacters(text).trim().slice(0, searchLimits.maxQueryLength);
}
