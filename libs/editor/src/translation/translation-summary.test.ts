import type { SectionTranslation } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { flagText, itemText } from './translation-summary';

const gap = (block: number) => ({
  block,
  model: 'TextModule',
  field: 'content',
  emptyIn: 'en' as const,
});
const entry = (gaps: number): SectionTranslation => ({
  section: 3,
  counterpart: 4,
  slug: null,
  missingIn: null,
  gaps: Array.from({ length: gaps }, (_, index) => gap(index)),
});

describe('translation status texts (DESIGN.md 8)', () => {
  it('say one field in the singular and more in the plural, in both languages', () => {
    expect(flagText('de', entry(1))).toBe('1 Feld leer auf Englisch');
    expect(flagText('de', entry(2))).toBe('2 Felder leer auf Englisch');
    expect(flagText('en', entry(1))).toBe('1 field empty in English');
    expect(itemText('de', entry(1), 2)).toBe('Abschnitt 2: 1 Feld leer auf Englisch');
    expect(itemText('en', entry(3), 2)).toBe('Section 2: 3 fields empty in English');
  });
});
