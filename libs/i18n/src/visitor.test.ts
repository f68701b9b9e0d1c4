import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { t, visitorMessages } from './visitor';

describe('visitor slice (DESIGN.md 5: small visitor scripts)', () => {
  it('gives the same text as the full catalogue for each of its keys, in both languages', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const [key, text] of Object.entries(visitorMessages[locale]))
        expect(text, key).toBe(messages[locale][key as keyof typeof messages.de]);
    }
    expect(t('en', 'menu.open')).toBe(messages.en['menu.open']);
  });

  it('leaves out the texts only editors and servers read', () => {
    const keys = Object.keys(visitorMessages.de);
    expect(keys.length).toBeLessThan(Object.keys(messages.de).length / 2);
    expect(keys.some((key) => key.startsWith('editor.'))).toBe(false);
    expect(keys.some((key) => key.startsWith('validation.'))).toBe(false);
  });
});
