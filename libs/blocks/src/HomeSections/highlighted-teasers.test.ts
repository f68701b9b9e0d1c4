import type { HomeTeaser } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { highlightedTeasers } from './highlighted-teasers';

const teaser = (id: number, is_highlight: boolean): HomeTeaser => ({
  id,
  preline: '',
  headline: `T${id}`,
  text: '',
  link_url: '/de',
  link_text: '',
  is_highlight,
  image: null,
  image_url: null,
  alt: '',
  width: null,
  height: null,
  thumbs: [],
});

describe('highlightedTeasers (spec 9)', () => {
  it('puts highlights first, keeping the order otherwise, and slices to 8', () => {
    const list = Array.from({ length: 10 }, (_, index) => teaser(index + 1, index % 3 === 2));
    const result = highlightedTeasers(list);
    expect(result.map((item) => item.id)).toEqual([3, 6, 9, 1, 2, 4, 5, 7]);
  });
});
