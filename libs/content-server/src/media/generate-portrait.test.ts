import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatePortrait, portraitAlt, portraitSvg } from './generate-portrait';

describe('generatePortrait (DESIGN.md 3: demo portraits are generated)', () => {
  it('draws the same portrait for the same seed, as an upright JPEG', async () => {
    expect(portraitSvg(5)).toBe(portraitSvg(5));
    expect(await sharp(await generatePortrait(5)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 1000,
    });
  });

  it('varies background and clothing between neighbouring seeds and describes them', () => {
    const seeds = Array.from({ length: 16 }, (_, index) => index + 1);
    expect(new Set(seeds.map((seed) => portraitSvg(seed))).size).toBe(seeds.length);
    for (const seed of seeds.slice(1)) expect(portraitAlt(seed)).not.toEqual(portraitAlt(seed - 1));
    expect(portraitAlt(1)).toEqual({
      de: 'Illustriertes Porträt mit grünem Jackett vor ockerfarbenem Hintergrund',
      en: 'Illustrated portrait wearing a green jacket against an ochre background',
    });
  });
});
