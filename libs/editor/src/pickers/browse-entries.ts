import type { ApiClient, EntityReferenceKind } from '@aula/api-client';
import type { Locale } from '@aula/routing';

/** One entry a News, Events or Person list can refer to. */
export interface Entry {
  id: number;
  title: string;
}

/** A category to filter the entries of a kind by (news and events by slug, persons by id). */
export interface EntryCategory {
  value: string;
  label: string;
}

/** The categories of `entity` (spec 7: `/api/news/categories/`, `/api/events/categories/`, `/api/persons/categories/`). */
export async function entryCategories(
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

/** The first page of the published entries of `entity` in `category` ('' for all), newest first. */
export async function browseEntries(
  client: ApiClient,
  locale: Locale,
  entity: EntityReferenceKind,
  category: string,
): Promise<Entry[]> {
  if (entity === 'person')
    return (await client.persons.list(locale, { category })).results.map((person) => ({
      id: person.id,
      title: person.name,
    }));
  const query = { filter: { category: category ? [category] : [] } };
  const page =
    entity === 'news'
      ? await client.news.list(locale, query)
      : await client.events.list(locale, query);
  return page.results.map((entry) => ({ id: entry.id, title: entry.title }));
}
