import { describe, expect, it } from 'vitest';
import { browserCacheControl } from './browser-revalidation';

describe('browserCacheControl (DESIGN.md 5: a save is visible to visitors at once)', () => {
  it('tells browsers to revalidate a page Next.js shares for s-maxage, without its stale window', () => {
    expect(browserCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300',
    );
    expect(browserCacheControl('public, S-Maxage=60, must-revalidate')).toBe(
      'public, max-age=0, must-revalidate, S-Maxage=60',
    );
  });

  it('keeps what already tells browsers what to do, and what shared caches do not keep', () => {
    for (const kept of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      's-maxage=300, max-age=60',
      'no-store',
      '',
    ])
      expect(browserCacheControl(kept)).toBe(kept);
  });
});
