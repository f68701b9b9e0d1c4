import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  cacheTags,
  cacheTagKinds,
  maxCacheTagLength,
  safeTags,
  type CacheTagKind,
} from './cache-tags';
import { maxRevalidateTags, revalidateRequestSchema } from './revalidate-request';

describe('cache tags (DESIGN.md 5, one naming scheme)', () => {
  it('name an entity and its list by the same singular kind', () => {
    expect(cacheTags.entity('event', 3)).toBe('event-3');
    expect(cacheTags.list('event')).toBe('event-list');
    expect(cacheTags.entity('faculty', 'music')).toBe('faculty-music');
    expect([
      cacheTags.page(1),
      cacheTags.pagePath('de', 'hochschule/leitbild'),
      cacheTags.section('home-intro'),
      cacheTags.module(7),
    ]).toEqual(['page-1', 'page-path-de-hochschule/leitbild', 'section-home-intro', 'module-7']);
    for (const kind of cacheTagKinds) expect(kind).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('take only the kinds of the vocabulary', () => {
    expectTypeOf(cacheTags.list).parameter(0).toEqualTypeOf<CacheTagKind>();
    expectTypeOf<'events'>().not.toExtend<CacheTagKind>();
  });
});

describe('revalidate request body', () => {
  it('is the tags a write touched, bounded', () => {
    expect(v.parse(revalidateRequestSchema, { tags: ['page-1'] })).toEqual({ tags: ['page-1'] });
    for (const body of [
      { tags: [''] },
      { tags: ['x'.repeat(maxCacheTagLength + 1)] },
      { tags: Array.from({ length: maxRevalidateTags + 1 }, () => 'a') },
      { tags: 'page-1' },
      {},
    ]) {
      expect(v.safeParse(revalidateRequestSchema, body).success).toBe(false);
    }
  });
});

describe('safeTags', () => {
  it('leaves out the tags Next.js could never match', () => {
    expect(
      safeTags(['page-1', '', 'x'.repeat(maxCacheTagLength), 'x'.repeat(maxCacheTagLength + 1)]),
    ).toEqual(['page-1', 'x'.repeat(maxCacheTagLength)]);
  });
});
