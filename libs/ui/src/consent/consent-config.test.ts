import { describe, expect, it } from 'vitest';
import { consentConfig, hasTrackingPermission } from './consent-config';

const cookie = (categories: string[]) =>
  `other=1; cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: 0 }))}`;

describe('consentConfig', () => {
  it('defines the four categories with required read-only', () => {
    const config = consentConfig('de', {});
    expect(Object.keys(config.categories)).toEqual(['required', 'tracking', 'marketing', 'media']);
    expect(config.categories['required']).toEqual({ enabled: true, readOnly: true });
    expect(config.language.default).toBe('de');
  });
});

describe('hasTrackingPermission', () => {
  it('is true only when the consent cookie grants tracking', () => {
    expect(hasTrackingPermission(cookie(['required', 'tracking']))).toBe(true);
    expect(hasTrackingPermission(cookie(['required', 'media']))).toBe(false);
    expect(hasTrackingPermission('other=1')).toBe(false);
    expect(hasTrackingPermission('cc_cookie=%7Bbroken')).toBe(false);
  });
});
