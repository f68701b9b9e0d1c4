import { describe, expect, it } from 'vitest';
import { mediaCopies } from './media-copies';

const copyOf = (bytes: number) => ({
  headers: ['content-type', 'image/webp'],
  body: Buffer.alloc(bytes),
});

describe('mediaCopies: immutable media files kept in memory (DESIGN.md 6)', () => {
  it('keeps only known, small, immutable answers', () => {
    const media = mediaCopies({ maxFileBytes: 100 });
    expect(media.keeps(100, 'public, max-age=31536000, immutable')).toBe(true);
    expect(media.keeps(101, 'public, max-age=31536000, immutable')).toBe(false);
    expect(media.keeps(Number.NaN, 'public, max-age=31536000, immutable')).toBe(false);
    expect(media.keeps(10, 'public, max-age=60')).toBe(false);
    expect(media.keeps(10, undefined)).toBe(false);
  });

  it('lets the least recently used go first once the bytes pass the bound', () => {
    const media = mediaCopies({ maxBytes: 30 });
    media.keep('/media/a.webp', copyOf(10));
    media.keep('/media/b.webp', copyOf(10));
    media.keep('/media/c.webp', copyOf(10));
    expect(media.get('/media/a.webp')).toBeDefined();
    media.keep('/media/d.webp', copyOf(10));
    expect(media.get('/media/b.webp')).toBeUndefined();
    for (const path of ['/media/a.webp', '/media/c.webp', '/media/d.webp'])
      expect(media.get(path), path).toBeDefined();
  });

  it('asks the API again after the lifetime (a deleted file goes)', () => {
    let now = 0;
    const media = mediaCopies({ lifetimeMs: 1000, now: () => now });
    media.keep('/media/a.webp', copyOf(10));
    now = 999;
    expect(media.get('/media/a.webp')?.body).toHaveLength(10);
    now = 1000;
    expect(media.get('/media/a.webp')).toBeUndefined();
  });

  it('counts a path kept again once', () => {
    const media = mediaCopies({ maxBytes: 20 });
    media.keep('/media/a.webp', copyOf(10));
    media.keep('/media/a.webp', copyOf(10));
    media.keep('/media/b.webp', copyOf(10));
    expect(media.get('/media/a.webp')).toBeDefined();
    expect(media.get('/media/b.webp')).toBeDefined();
  });
});
