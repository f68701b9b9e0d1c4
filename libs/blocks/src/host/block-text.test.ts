import { describe, expect, it } from 'vitest';
import { blockText, formatText } from './block-text';

describe('formatText', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatText('{a} und {b}', { a: 1 })).toBe('1 und {b}');
  });
});

describe('blockText', () => {
  it('translates and fills a catalogue text', () => {
    expect(blockText('en')('blocks.slider.slideLabel', { index: 2, count: 3 })).toBe('2 of 3');
    expect(blockText('de')('blocks.text.showMore')).toBe('Mehr anzeigen');
  });
});
