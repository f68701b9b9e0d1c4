import { describe, expect, it } from 'vitest';
import { homeTeaser } from './home-fixtures';
import { highlightedTeasers } from './highlighted-teasers';

describe('highlightedTeasers (spec 9)', () => {
  it('puts highlights first, keeping the order otherwise, and slices to 8', () => {
    const list = Array.from({ length: 10 }, (_, index) =>
      homeTeaser(index + 1, { is_highlight: index % 3 === 2 }),
    );
    const result = highlightedTeasers(list);
    expect(result.map((item) => item.id)).toEqual([3, 6, 9, 1, 2, 4, 5, 7]);
  });
});
