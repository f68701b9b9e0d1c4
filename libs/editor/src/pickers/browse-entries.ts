import type { ApiClient, EntityReferenceKind } from '@aula/api-client';
import type { Locale } from '@aula/routing';

/** One entry a News, Events or Person list can refer to. */
export interface Entry {
  id: number;
  title: string;
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
