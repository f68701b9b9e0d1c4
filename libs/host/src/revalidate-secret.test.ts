import { describe, expect, it } from 'vitest';
import { hasSecret, revalidationTags } from './revalidate-secret';

describe('hasSecret (DESIGN.md 5: the shared secret of POST /api/revalidate)', () => {
  it('accepts only the configured bearer secret', () => {
    expect(hasSecret('Bearer s3cret', 's3cret')).toBe(true);
    expect(hasSecret('Bearer s3creT', 's3cret')).toBe(false);
    expect(hasSecret('s3cret', 's3cret')).toBe(false);
    expect(hasSecret(null, 's3cret')).toBe(false);
  });

  it('accepts nothing when no secret is configured', () => {
    expect(hasSecret('Bearer ', undefined)).toBe(false);
    expect(hasSecret('Bearer ', '')).toBe(false);
  });
});

describe('revalidationTags', () => {
  it('reads the tags of the body, once each', () => {
    expect(revalidationTags({ tags: ['page-1', 'section-home-intro', 'page-1'] })).toEqual([
      'page-1',
      'section-home-intro',
    ]);
  });

  it('refuses anything else', () => {
    expect(revalidationTags({ tags: 'page-1' })).toBeNull();
    expect(revalidationTags({ tags: [''] })).toBeNull();
    expect(revalidationTags(null)).toBeNull();
  });
});
