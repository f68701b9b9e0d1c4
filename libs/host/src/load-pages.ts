import { NotFoundError, type PagedList } from '@aula/api-client';

/**
 * spec 4: "load more": pages 1 to `pages` of a list, in order, as one list. A page past the
 * last one ends the list (the API answers 404); the count and whether more exist come from the
 * last page loaded.
 */
export async function loadPages<T>(
  pages: number,
  loadPage: (page: number) => Promise<PagedList<T>>,
): Promise<{ results: T[]; count: number; hasMore: boolean }> {
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, index) =>
      loadPage(index + 1).catch((error: unknown) => {
        if (error instanceof NotFoundError && index > 0) return null;
        throw error;
      }),
    ),
  );
  const loaded = answers.filter((answer): answer is PagedList<T> => answer !== null);
  const last = loaded.at(-1);
  return {
    results: loaded.flatMap((answer) => answer.results),
    count: last?.count ?? 0,
    hasMore: answers.length === loaded.length && Boolean(last?.next),
  };
}
