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

/** DESIGN.md 9: the point of an image every crop keeps in view, 0..1 of its width and height. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const centre: FocalPoint = { x: 0.5, y: 0.5 };

export interface Derivative {
  alias: DerivativeAlias;
  format: DerivativeFormat;
  width: number;
  height: number;
  data: Buffer;
}

interface Size {
  width: number;
  height: number;
}

/** How `source` is scaled to cover `target` and where the crop window sits so that `focal` is as central as the edges allow. */
export function focalCrop(
  source: Size,
  target: Size,
  focal: FocalPoint,
): { resize: Size; left: number; top: number } {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const resize = {
    width: Math.max(target.width, Math.round(source.width * scale)),
    height: Math.max(target.height, Math.round(source.height * scale)),
  };
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  return {
    resize,
    left: clamp(focal.x * resize.width - target.width / 2, resize.width - target.width),
    top: clamp(focal.y * resize.height - target.height / 2, resize.height - target.height),
  };
}

/**
 * Every crop of `original` in WebP and AVIF, cut to cover its size around the focal point. The
 * encodes run side by side (sharp runs each on a thread of libuv's pool): an upload, and the demo
 * seed of the first start, wait for the slowest AVIF instead of for all of them in a row.
 */
export async function makeDerivatives(
  original: Buffer,
  focal: FocalPoint = centre,
): Promise<Derivative[]> {
  const metadata = await sharp(original).metadata();
  // The size as shown: EXIF orientation may swap width and height (rotate() below applies it).
  const source = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  const crops = (Object.entries(derivativeSizes) as [DerivativeAlias, Size][]).map(
    ([alias, size]) => {
      const { resize, left, top } = focalCrop(source, size, focal);
      const cropped = sharp(original)
        .rotate()
        .resize(resize.width, resize.height, { fit: 'fill' })
        .extract({ left, top, ...size });
      return [
        { alias, format: 'webp' as const, ...size, encoded: cropped.clone().webp({ quality: 80 }) },
        {
          alias,
          format: 'avif' as const,
          ...size,
          encoded: cropped.clone().avif({ quality: 55, effort: 2 }),
        },
      ];
    },
  );
  return Promise.all(
    crops.flat().map(async ({ encoded, ...derivative }) => ({
      ...derivative,
      data: await encoded.toBuffer(),
    })),
  );
}

/**
 * Where a derivative is stored. Files are served as immutable, so a crop around another focal
 * point gets another name; the centre keeps the name images had before the media library.
 */
export function derivativePath(
  name: string,
  alias: DerivativeAlias,
  format: string,
  focal: FocalPoint = centre,
): string {
  const percent = (value: number) => Math.round(value * 100);
  const suffix =
    percent(focal.x) === 50 && percent(focal.y) === 50
      ? ''
      : `-f${percent(focal.x)}-${percent(focal.y)}`;
  return `derivatives/${name}-${alias}${suffix}.${format}`;
}
