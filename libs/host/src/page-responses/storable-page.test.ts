import { describe, expect, it } from 'vitest';
import { copyLifetime, maxCopyAgeMs } from './storable-page';

/** The headers Next.js sends with a page from its full-route cache. */
const cachedPage = {
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'content-type': 'text/html; charset=utf-8',
};

describe('copyLifetime (DESIGN.md 5)', () => {
  it("copies a page Next.js's cache answered or just stored, for its shared lifetime", () => {
    const shortLived = { ...cachedPage, 'cache-control': 's-maxage=30, stale-while-revalidate=60' };
    expect(copyLifetime(200, shortLived)).toBe(30_000);
    expect(copyLifetime(200, { ...shortLived, 'x-nextjs-cache': 'MISS' })).toBe(30_000);
    expect(copyLifetime(200, cachedPage)).toBe(maxCopyAgeMs);
  });

  it('never copies what Next.js did not serve from its cache for everybody', () => {
    const refused: Record<string, unknown>[] = [
      { 'x-nextjs-cache': 'STALE' },
      { 'x-nextjs-cache': undefined },
      { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      { 'cache-control': 'public, max-age=600' },
      { 'cache-control': 's-maxage=0' },
      { 'set-cookie': ['a=b'] },
      { vary: 'Accept-Language' },
    ];
    for (const change of refused)
      expect(
        copyLifetime(200, { ...cachedPage, ...change } as never),
        JSON.stringify(change),
      ).toBeNull();
    for (const status of [301, 404, 500])
      expect(copyLifetime(status, cachedPage), String(status)).toBeNull();
  });
});
