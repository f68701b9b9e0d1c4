import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkSvg, generateArtwork } from './generate-artwork';

describe('generateArtwork', () => {
  it('draws the same artwork for the same seed and another for another seed', async () => {
    expect(artworkSvg(3)).toBe(artworkSvg(3));
    expect(artworkSvg(3)).not.toBe(artworkSvg(4));
    const [first, again] = await Promise.all([generateArtwork(3), generateArtwork(3)]);
    expect(first.equals(again)).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1000,
    });
  });
});
