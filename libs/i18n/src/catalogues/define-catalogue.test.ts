import { describe, expect, it } from 'vitest';
import { definePairedCatalogue } from './define-catalogue';

describe('definePairedCatalogue', () => {
  it('splits the German and English of each pair into the two languages', () => {
    expect(
      definePairedCatalogue({
        'admin.title': ['Verwaltung', 'Administration'],
        'admin.skip': ['Zum Inhalt springen', 'Skip to content'],
      }),
    ).toEqual({
      de: { 'admin.title': 'Verwaltung', 'admin.skip': 'Zum Inhalt springen' },
      en: { 'admin.title': 'Administration', 'admin.skip': 'Skip to content' },
    });
  });
});
