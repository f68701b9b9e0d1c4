import sharp from 'sharp';
import { compositions } from './artwork/compositions';
import { palettes } from './artwork/palettes';
import { random } from './artwork/random';

/** The texts of a generated image in both languages (its alt text, DESIGN.md 3). */
export interface ArtworkText {
  de: string;
  en: string;
}

/**
 * The composition and palette of `seed`: seven compositions and eight palettes are coprime,
 * so seeds 1 to 56 each get their own pair and neighbouring seeds differ in both.
 */
function artworkKind(seed: number) {
  const index = Math.max(0, seed - 1);
  const composition = compositions[index % compositions.length] ?? compositions[0];
  const palette = palettes[index % palettes.length] ?? palettes[0];
  return { composition, palette };
}

/** An abstract composition as SVG, from `seed`: its kind, colours and shapes follow from it. */
export function artworkSvg(seed: number, width = 1600, height = 1000): string {
  const { composition, palette } = artworkKind(seed);
  const [background, ...colours] = palette.colours;
  const shapes = composition.draw({ next: random(seed), colours, width, height });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>${shapes}</svg>`
  );
}

/** What the artwork of `seed` shows, as its alt text in German and English. */
export function artworkAlt(seed: number): ArtworkText {
  const { composition, palette } = artworkKind(seed);
  return {
    de: `Abstrakte Komposition aus ${composition.de} in ${palette.de}`,
    en: `Abstract composition of ${composition.en} in ${palette.en}`,
  };
}

/** DESIGN.md 3: demo images are generated, never downloaded: a JPEG of `artworkSvg(seed)`. */
export function generateArtwork(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(seed)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
