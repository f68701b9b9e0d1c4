import type { PagedList, Person } from '@aula/api-client';

/** How many persons a page of either list type adds ("load more" shows the next ones). */
export const personsPerPage = 24;

/**
 * Page `page` (from 1) of the persons answer, as a paged list: the persons endpoint answers
 * one list (spec 3 `results`), the directory shows it `personsPerPage` at a time.
 */
export function personPage(results: readonly Person[], page: number): PagedList<Person> {
  const start = (page - 1) * personsPerPage;
  const more = results.length > start + personsPerPage;
  return {
    count: results.length,
    next: more ? String(page + 1) : null,
    previous: page > 1 ? String(page - 1) : null,
    results: results.slice(start, start + personsPerPage),
  };
}
