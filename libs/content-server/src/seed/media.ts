import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generateArtwork } from '../media/generate-artwork';
import type { MediaStore } from '../media/media-store';
import { recordMedia, saveMedia } from '../media/save-media';

const titles: [string, string][] = [
  ['Abstrakte Komposition in Rot', 'Abstract composition in red'],
  ['Kreise und Balken', 'Circles and bars'],
  ['Studie in Blau', 'Study in blue'],
  ['Bewegung', 'Movement'],
  ['Farbfeld', 'Colour field'],
  ['Rhythmus', 'Rhythm'],
  ['Gleichgewicht', 'Balance'],
  ['Nachtstück', 'Nocturne'],
];

/**
 * Demo images: abstract artwork generated with sharp (deterministic, no downloads). Without a
 * store (tests) only the records are made, with the same names and sizes.
 */
export async function seedMedia(
  db: Kysely<Database>,
  store: MediaStore | null,
): Promise<[number, ...number[]]> {
  const ids: number[] = [];
  for (const [index, [de, en]] of titles.entries()) {
    const text = { alt_de: de, alt_en: en, name: `demo-${index + 1}` };
    ids.push(
      store
        ? await saveMedia(db, store, await generateArtwork(index + 1), text)
        : await recordMedia(db, {
            ...text,
            path: `originals/${text.name}.jpg`,
            mime: 'image/jpeg',
            width: 1600,
            height: 1000,
            bytes: 0,
          }),
    );
  }
  const [first, ...rest] = ids;
  if (first === undefined) throw new Error('no media seeded');
  return [first, ...rest];
}
