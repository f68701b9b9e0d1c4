import { describe, expect, it } from 'vitest';
import { messages, t } from './messages';

describe('messages', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.de).sort());
  });

  it('looks up a text per language', () => {
    expect(t('de', 'news.title')).toBe('Neuigkeiten');
    expect(t('en', 'news.title')).toBe('News');
  });
});
