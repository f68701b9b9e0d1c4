import { describe, expect, it } from 'vitest';
import { t } from './messages';
import { pluralKey } from './plural';

describe('pluralKey (texts said by a count, German and English)', () => {
  it('takes the singular for one only, the plural for none and for more', () => {
    const base = 'together.status.fieldsEmpty';
    expect(pluralKey('de', base, 1)).toBe('together.status.fieldsEmpty.one');
    expect(pluralKey('de', base, 0)).toBe('together.status.fieldsEmpty.other');
    expect(pluralKey('en', base, 2)).toBe('together.status.fieldsEmpty.other');
    expect(t('de', pluralKey('de', base, 1))).toBe('1 Feld leer auf {language}');
    expect(t('en', pluralKey('en', base, 3))).toBe('{count} fields empty in {language}');
  });
});
