import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { Locale } from '../schemas/language';
import type { EntityReferenceKind } from '../schemas/modules/block-field';
import { queryKeys } from './query-keys';

/** spec 7: the internal link targets whose title contains `text` (asked from two characters). */
export function linkTargetsQuery(client: ApiClient, locale: Locale, text: string) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.linkTargets(locale, text),
    // A search typed further cancels the one before (TanStack aborts the signal).
    queryFn: ({ signal }) => client.mediaLibrary.linkTargets(locale, text, signal),
  });
}

/** A category to filter the entries of a kind by (news and events by slug, persons by id). */
export interface EntryCategory {
  value: string;
  label: string;
}

async function entryCategories(
  client: ApiClient,
  locale: Locale,
  entity: EntityReferenceKind,
): Promise<EntryCategory[]> {
  if (entity === 'person')
    return (await client.persons.categories(locale)).map((category) => ({
      value: String(category.id),
      label: category.name,
    }));
  const categories =
    entity === 'news'
      ? await client.news.categories(locale)
      : await client.events.categories(locale);
  return categories.map((category) => ({ value: category.slug, label: category.name }));
}

/**
 * spec 7: the categories a list block's entry picker filters by (`/api/news/categories/`,
 * `/api/events/categories/`, `/api/persons/categories/`); none when they cannot be read.
 */
export function entryCategoriesQuery(
  client: ApiClient,
  locale: Locale,
  entity: EntityReferenceKind,
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.entryCategories(locale, entity),
    queryFn: () => entryCategories(client, locale, entity),
  });
}

/** The search category of each kind of entry a list block refers to. */
const searchCategory = {
  news: 'news',
  event: 'events',
  person: 'persons',
} as const satisfies Record<EntityReferenceKind, string>;

/**
 * spec 7 news, event and person pickers: the entries of a kind whose text matches, as the editor
 * types (`/api/search/{news|events|persons}/?query=`), their ids and titles.
 */
export function entrySearchQuery(
  client: ApiClient,
  locale: Locale,
  entity: EntityReferenceKind,
  text: string,
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.entrySearch(locale, entity, text),
    queryFn: async () =>
      (await client.search.category(locale, searchCategory[entity], text)).results.map(
        ({ id, title }) => ({ id, title }),
      ),
  });
}
