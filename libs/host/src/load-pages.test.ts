import { NotFoundError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { loadPages } from './load-pages';

const page = (n: number, last: number) => ({
  count: last * 2,
  next: n < last ? `?page=${n + 1}` : null,
  previous: null,
  results: [n * 10, n * 10 + 1],
});

describe('loadPages (spec 4: load more)', () => {
  it('joins pages 1 to n in order and says whether more exist', async () => {
    await expect(loadPages(2, async (n) => page(n, 3))).resolves.toEqual({
      results: [10, 11, 20, 21],
      count: 6,
      hasMore: true,
    });
    await expect(loadPages(3, async (n) => page(n, 3))).resolves.toMatchObject({ hasMore: false });
  });

  it('ends the list at a page past the last one', async () => {
    const result = await loadPages(4, async (n) => {
      if (n > 2) throw new NotFoundError('x');
      return page(n, 2);
    });
    expect(result).toEqual({ results: [10, 11, 20, 21], count: 4, hasMore: false });
  });
});
