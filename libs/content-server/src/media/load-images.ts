import { maxEntityId, type ImageThumb } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The image fields every image-bearing answer carries (spec 3), for one media item. */
export interface ImageFields {
  image: number;
  image_url: string;
  alt: string;
  /** DESIGN.md 9: the media library's caption in the answer's language ('' when it has none). */
  caption: string;
  width: number;
  height: number;
  thumbs: ImageThumb[];
  /** The URL of each crop (WebP), for blocks that pick one by alias. */
  crops: Record<string, string>;
}

/** The empty image fields of an entry without an image. */
export const noImage = (): {
  image: null;
  image_url: null;
  alt: string;
  width: null;
  height: null;
  thumbs: ImageThumb[];
} => ({
  image: null,
  image_url: null,
  alt: '',
  width: null,
  height: null,
  thumbs: [],
});

/** Image fields for the media `ids`, with srcset candidates from their WebP derivatives. */
export async function loadImages(
  db: Kysely<Database>,
  ids: Iterable<number | null | undefined>,
  locale: Locale,
): Promise<Map<number, ImageFields>> {
  // An id the database cannot hold names no image (one bad row never breaks a read).
  const wanted = [
    ...new Set(
      [...ids].filter(
        (id): id is number =>
          Number.isInteger(id) && (id as number) >= 1 && (id as number) <= maxEntityId,
      ),
    ),
  ];
  const images = new Map<number, ImageFields>();
  if (wanted.length === 0) return images;
  const media = await db.selectFrom('media').selectAll().where('id', 'in', wanted).execute();
  const derivatives = await db
    .selectFrom('media_derivative')
    .selectAll()
    .where('media_id', 'in', wanted)
    .where('format', '=', 'webp')
    .execute();
  for (const item of media) {
    const own = derivatives.filter((derivative) => derivative.media_id === item.id);
    images.set(item.id, {
      image: item.id,
      image_url: `/media/${item.path}`,
      alt: locale === 'de' ? item.alt_de : item.alt_en,
      caption: locale === 'de' ? item.caption_de : item.caption_en,
      width: item.width,
      height: item.height,
      thumbs: own
        .sort((a, b) => a.width - b.width)
        .map((derivative) => ({ url: `/media/${derivative.path}`, width: derivative.width })),
      crops: Object.fromEntries(
        own.map((derivative) => [derivative.alias, `/media/${derivative.path}`]),
      ),
    });
  }
  return images;
}
