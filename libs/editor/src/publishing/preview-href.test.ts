import { describe, expect, it } from 'vitest';
import { previewHref } from './preview-href';

describe('previewHref (spec 4/6/7: ?v= on the live page)', () => {
  it('adds or replaces the version and keeps the other parameters', () => {
    expect(previewHref({ pathname: '/de/weiterbildung', search: '?edit' }, 12)).toBe(
      '/de/weiterbildung?edit&v=12',
    );
    expect(previewHref({ pathname: '/en/alumni', search: '?v=3' }, 4)).toBe('/en/alumni?v=4');
  });
});
