import { readListSort, type EntityDefinition } from '@aula/api-client';
import { fromBerlinLocal } from './berlin-time';
import type { EntityListQuery } from './entity-list';

const id = (value: string | undefined) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
const day = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? fromBerlinLocal(value)
    : null;

/**
 * An admin list's query string, checked against the entity: a sort key it does not offer, a
 * page that is no number or a search past 200 characters is refused (null: a 400), never run.
 */
export function readListQuery(
  definition: EntityDefinition,
  query: Record<string, string | undefined>,
): EntityListQuery | null {
  const page = query['page'] === undefined ? 1 : id(query['page']);
  const search = query['search'] ?? '';
  // Any column the list shows sorts it (`listSortKeys`), as do the definition's sort keys.
  const sort = readListSort(definition, query['sort'] || undefined);
  if (page === null || search.length > 200 || !sort) return null;
  const published =
    query['published'] === 'true' ? true : query['published'] === 'false' ? false : null;
  const to = day(query['until']);
  return {
    page,
    search,
    sort: sort.column,
    descending: sort.descending,
    category: id(query['category']),
    faculty: id(query['faculty']),
    published,
    from: day(query['since']),
    // `until` is the last day shown: up to the start of the next.
    to: to ? new Date(to.getTime() + 24 * 60 * 60 * 1000) : null,
  };
}
