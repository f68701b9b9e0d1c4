import { HttpError, NotFoundError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { collectPages } from './collect-pages';
import { pageOf } from './testing/paged-fixtures';

const items = Array.from({ length: 30 }, (_, index) => index + 1);

describe('collectPages', () => {
  it('follows `next` to the last page', async () => {
    const asked: number[] = [];
    const all = await collectPages((page) => {
      asked.push(page);
      return Promise.resolve(pageOf(items, page));
    });
    expect(all).toEqual(items);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at the cap however many pages the backend has', async () => {
    const asked: number[] = [];
    const endless = await collectPages((page) => {
      asked.push(page);
      return Promise.resolve({
        count: 1e9,
        next: `?page=${page + 1}`,
        previous: null,
        results: [page],
      });
    }, 5);
    expect(endless).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3, 4, 5]);
  });

  it('ends at a page past the end (404) and at an empty page', async () => {
    const past = await collectPages((page) =>
      page === 1
        ? Promise.resolve({ count: 2, next: '?page=2', previous: null, results: [1] })
        : Promise.reject(new NotFoundError('/x')),
    );
    expect(past).toEqual([1]);
    const emptyPage = await collectPages((page) =>
      Promise.resolve({
        count: 5,
        next: `?page=${page + 1}`,
        previous: null,
        results: page === 1 ? [1] : [],
      }),
    );
    expect(emptyPage).toEqual([1]);
  });

  it('fails when the first page fails or a later page fails otherwise', async () => {
    await expect(
      collectPages(() => Promise.reject(new NotFoundError('/x'))),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      collectPages((page) =>
        page === 1 ? Promise.resolve(pageOf(items, 1)) : Promise.reject(new HttpError('/x', 500)),
      ),
    ).rejects.toBeInstanceOf(HttpError);
  });
});
