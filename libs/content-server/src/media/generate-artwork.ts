import sharp from 'sharp';

const palette = [
  '#e4572e',
  '#17bebb',
  '#ffc914',
  '#2e282a',
  '#76b041',
  '#5c4d7d',
  '#f4f1de',
  '#3d5a80',
] as const;

/** A small deterministic pseudo-random sequence (mulberry32) so artwork is the same every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An abstract composition of circles and rotated bars as SVG, from `seed`. */
export function artworkSvg(seed: number, width = 1600, height = 1000): string {
  const next = random(seed);
  const pick = () => palette[Math.floor(next() * palette.length)] ?? '#2e282a';
  const shapes = Array.from({ length: 7 }, (_, index) => {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const size = Math.round(120 + next() * 420);
    return index % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${pick()}" fill-opacity="0.9"/>`
      : `<rect x="${x - size / 2}" y="${y - size / 6}" width="${size}" height="${size / 3}" fill="${pick()}" transform="rotate(${Math.round(next() * 180)} ${x} ${y})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${pick()}"/>${shapes.join('')}</svg>`;
}

/** DESIGN.md 3: demo images are generated, never downloaded: a JPEG of `artworkSvg(seed)`. */
export function generateArtwork(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(seed)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
