import { NotFoundError, type PagedList } from '@aula/api-client';

/** DESIGN.md 3: 12 per page; 50 pages keep a list's share of the sitemap at 600 entries. */
export const maxListPages = 50;

/**
 * Every entry of a paged list (spec 3: `count`, `next`, `previous`, `results`), page by page
 * while the answer names a `next` one, up to `maxPages` so that a huge backend cannot make the
 * sitemap unbounded. A page past the end (404 after the first) ends the list; any other failure
 * fails the whole list, which the sitemap then leaves out.
 */
export async function collectPages<T>(
  loadPage: (page: number) => Promise<PagedList<T>>,
  maxPages = maxListPages,
): Promise<T[]> {
  const results: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    let answer: PagedList<T>;
    try {
      answer = await loadPage(page);
    } catch (error) {
      if (error instanceof NotFoundError && page > 1) break;
      throw error;
    }
    results.push(...answer.results);
    if (!answer.next || answer.results.length === 0) break;
  }
  return results;
}
