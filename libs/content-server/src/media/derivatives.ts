import { imageAliases } from '@aula/api-client';
import sharp from 'sharp';

/** spec 9 / DESIGN.md 4: the crops every image gets, plus a small thumbnail. */
export const derivativeSizes = {
  ...imageAliases,
  thumbnail: { width: 320, height: 200 },
} as const;

export type DerivativeAlias = keyof typeof derivativeSizes;
export const derivativeFormats = ['webp', 'avif'] as const;
export type DerivativeFormat = (typeof derivativeFormats)[number];

export interface Derivative {
  alias: DerivativeAlias;
  format: DerivativeFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** Every crop of `original` in WebP and AVIF, cut to cover its size (centre). */
export async function makeDerivatives(original: Buffer): Promise<Derivative[]> {
  const results: Derivative[] = [];
  for (const [alias, { width, height }] of Object.entries(derivativeSizes) as [DerivativeAlias, { width: number; height: number }][]) {
    const resized = sharp(original).rotate().resize(width, height, { fit: 'cover' });
    results.push({ alias, format: 'webp', width, height, data: await resized.clone().webp({ quality: 80 }).toBuffer() });
    results.push({ alias, format: 'avif', width, height, data: await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer() });
  }
  return results;
}
