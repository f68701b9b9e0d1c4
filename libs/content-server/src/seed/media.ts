import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { artworkAlt, generateArtwork, type ArtworkText } from '../media/generate-artwork';
import { generatePortrait, portraitAlt } from '../media/generate-portrait';
import type { MediaStore } from '../media/media-store';
import { recordMedia, saveMedia } from '../media/save-media';

/**
 * DESIGN.md 3: enough different artworks that no page shows one twice (the home page shows
 * about thirty: image-slots.ts), and portraits for the persons (a page of the directory shows
 * 24). Each takes about half a second to generate with its crops.
 */
export const demoImageCounts = { artworks: 32, portraits: 24 } as const;

/** The seeded demo images by kind, each list in seed order. */
export interface DemoMedia {
  artworks: [number, ...number[]];
  portraits: [number, ...number[]];
}

interface ImageKind {
  name: string;
  count: number;
  size: { width: number; height: number };
  alt: (seed: number) => ArtworkText;
  generate: (seed: number) => Promise<Buffer>;
}

const kinds = {
  artworks: {
    name: 'demo',
    count: demoImageCounts.artworks,
    size: { width: 1600, height: 1000 },
    alt: artworkAlt,
    generate: generateArtwork,
  },
  portraits: {
    name: 'portrait',
    count: demoImageCounts.portraits,
    size: { width: 800, height: 1000 },
    alt: portraitAlt,
    generate: generatePortrait,
  },
} satisfies Record<keyof DemoMedia, ImageKind>;

async function seedKind(
  db: Kysely<Database>,
  store: MediaStore | null,
  kind: ImageKind,
): Promise<[number, ...number[]]> {
  const ids: number[] = [];
  for (let seed = 1; seed <= kind.count; seed++) {
    const { de, en } = kind.alt(seed);
    const text = { alt_de: de, alt_en: en, name: `${kind.name}-${seed}` };
    ids.push(
      store
        ? await saveMedia(db, store, await kind.generate(seed), text)
        : await recordMedia(db, {
            ...text,
            path: `originals/${text.name}.jpg`,
            mime: 'image/jpeg',
            ...kind.size,
            bytes: 0,
          }),
    );
  }
  const [first, ...rest] = ids;
  if (first === undefined) throw new Error(`no ${kind.name} images seeded`);
  return [first, ...rest];
}

/**
 * Demo images: abstract artwork and illustrated portraits generated with sharp (deterministic,
 * no downloads), each with its alt text in both languages. Without a store (tests) only the
 * records are made, with the same names and sizes.
 */
export async function seedMedia(
  db: Kysely<Database>,
  store: MediaStore | null,
): Promise<DemoMedia> {
  return {
    artworks: await seedKind(db, store, kinds.artworks),
    portraits: await seedKind(db, store, kinds.portraits),
  };
}
