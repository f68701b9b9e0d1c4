import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkAlt, artworkSvg, generateArtwork } from './generate-artwork';

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

describe('artworkSvg and artworkAlt (DESIGN.md 3: varied demo images)', () => {
  it('gives neighbouring seeds another composition and palette, named in the alt', () => {
    const seeds = Array.from({ length: 32 }, (_, index) => index + 1);
    const alts = seeds.map((seed) => artworkAlt(seed));
    expect(new Set(alts.map((alt) => alt.de)).size).toBe(seeds.length);
    expect(new Set(alts.map((alt) => alt.en)).size).toBe(seeds.length);
    for (const seed of seeds.slice(1)) {
      const [before, after] = [artworkAlt(seed - 1), artworkAlt(seed)];
      const composition = (alt: string) => alt.split(' in ')[0];
      const palette = (alt: string) => alt.split(' in ').slice(1).join(' in ');
      expect(composition(after.en)).not.toBe(composition(before.en));
      expect(palette(after.en)).not.toBe(palette(before.en));
    }
    expect(artworkAlt(1)).toEqual({
      de: 'Abstrakte Komposition aus Kreisen und Balken in Rot, Türkis und Gelb auf Creme',
      en: 'Abstract composition of circles and bars in red, turquoise and yellow on cream',
    });
  });

  it('draws each of the seven compositions differently', () => {
    const shapes = (seed: number) =>
      [...artworkSvg(seed).matchAll(/<(circle|rect|path|polygon)\b/g)].map((match) => match[1]);
    const kinds = Array.from({ length: 7 }, (_, index) => [...new Set(shapes(index + 1))].join());
    expect(new Set(kinds).size).toBeGreaterThanOrEqual(4);
  });
});
