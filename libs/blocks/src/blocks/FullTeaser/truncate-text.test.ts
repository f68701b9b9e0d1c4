import { fullTeaserTextMaxLength } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it('keeps short texts', () => {
    expect(truncateText(' Kurz. ', 256)).toBe('Kurz.');
  });

  it('cuts long texts to the maximum, at a word where possible', () => {
    const long = 'Wort '.repeat(100);
    const cut = truncateText(long, fullTeaserTextMaxLength);
    expect([...cut].length).toBeLessThanOrEqual(fullTeaserTextMaxLength);
    expect(cut.endsWith('Wort…')).toBe(true);
    expect([...truncateText('x'.repeat(300), 256)].length).toBe(256);
  });
});
