import { describe, expect, it } from 'vitest';
import { highlightParts, highlightWords } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, highlightWords(query))
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightParts (spec 1: the query highlighted)', () => {
  it('marks every word of the query, ignoring case and accents, also inside compounds', () => {
    expect(marked('Tag der Künste', 'kunste')).toEqual(['Künste']);
    expect(marked('Semesterkonzert im Großen Saal', 'Konzert saal')).toEqual(['konzert', 'Saal']);
    expect(marked('Gesang und Jazz-Gesang', 'gesang')).toEqual(['Gesang', 'Gesang']);
  });

  it('keeps the text whole and marks nothing for words below two letters', () => {
    const parts = highlightParts('Tag der Künste', highlightWords('a !'));
    expect(parts).toEqual([{ text: 'Tag der Künste', match: false }]);
  });

  it('marks decomposed accents with their letter', () => {
    expect(marked('Ku\u0308nste', 'künste')).toEqual(['Ku\u0308nste']);
  });
});
