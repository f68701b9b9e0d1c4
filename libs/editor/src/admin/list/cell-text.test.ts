import { entityDefinitions } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { formText } from '../../forms/form-text';
import { cellText, wallTime } from './cell-text';

describe('list cells (DESIGN.md 9)', () => {
  it('shows a wall time day first, as the date pickers do in each language', () => {
    expect(wallTime('2026-06-20T18:00', 'de')).toBe('20.06.2026 18:00');
    expect(wallTime('2026-06-20T18:00', 'en')).toBe('20/06/2026 18:00');
    expect(wallTime('2026-06-20', 'en')).toBe('20/06/2026');
    expect(wallTime('')).toBe('');
  });

  it('says yes or no in the admin language', () => {
    const en = { text: formText('en'), locale: 'en' as const };
    expect(cellText(entityDefinitions.news, en, 'is_online', false)).toBe('No');
    expect(cellText(entityDefinitions.news, en, 'published_at', '2026-01-02T10:00')).toBe(
      '02/01/2026 10:00',
    );
  });
});
