import type { MediaItem } from '@aula/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MediaTable } from '../db/schema';

/** DESIGN.md 9: media rows with the URL of their WebP crops, as the library shows them. */
export async function mediaItems(
  db: Kysely<Database>,
  rows: Selectable<MediaTable>[],
): Promise<MediaItem[]> {
  if (rows.length === 0) return [];
  const derivatives = await db
    .selectFrom('media_derivative')
    .select(['media_id', 'alias', 'path'])
    .where(
      'media_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('format', '=', 'webp')
    .execute();
  return rows.map((row) => {
    const original = `/media/${row.path}`;
    const crop = (alias: string) => {
      const derivative = derivatives.find(
        (item) => item.media_id === row.id && item.alias === alias,
      );
      return derivative ? `/media/${derivative.path}` : original;
    };
    return {
      id: row.id,
      file_name: row.file_name || row.path.replace(/^originals\//, ''),
      mime: row.mime,
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      created_at: row.created_at.toISOString(),
      alt_de: row.alt_de,
      alt_en: row.alt_en,
      caption_de: row.caption_de,
      caption_en: row.caption_en,
      decorative: row.decorative,
      focal_x: row.focal_x,
      focal_y: row.focal_y,
      image_url: original,
      crops: {
        vertical: crop('vertical'),
        horizontal: crop('horizontal'),
        thumbnail: crop('thumbnail'),
      },
    };
  });
}

/** One media item, or null. */
export async function mediaItem(db: Kysely<Database>, id: number): Promise<MediaItem | null> {
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? ((await mediaItems(db, [row]))[0] ?? null) : null;
}
