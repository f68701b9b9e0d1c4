import { describe, expect, it, vi } from 'vitest';
import { loadPage, pageSize } from './paging';

function source(count: number) {
  return { count: vi.fn(async () => count), items: vi.fn(async (offset: number) => [offset]) };
}

describe('loadPage', () => {
  it('reads the slice of the named page', async () => {
    const list = source(30);
    expect(await loadPage('2', list)).toEqual({ page: 2, count: 30, results: [pageSize] });
    expect(list.items).toHaveBeenCalledWith(pageSize);
  });

  it('answers the first page of an empty list', async () => {
    expect(await loadPage(undefined, source(0))).toEqual({ page: 1, count: 0, results: [0] });
  });

  it('is null for a page number that is not one, without asking the database', async () => {
    const list = source(30);
    for (const raw of ['0', 'abc', '-1', '9999999']) expect(await loadPage(raw, list)).toBeNull();
    expect(list.count).not.toHaveBeenCalled();
  });

  it('is null past the last page, without reading items', async () => {
    const list = source(24);
    expect(await loadPage('3', list)).toBeNull();
    expect(list.items).not.toHaveBeenCalled();
  });
});
