import type { MediaFilter, MediaPage } from '@aula/api-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mediaItems } from './media-item';

/** Items per page of the media library. */
export const mediaPageSize = 24;

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * DESIGN.md 9: the media library, newest first, searched by file name, alt texts and captions
 * (both languages), filtered by type and by upload date (`from`/`to`, inclusive days, Europe/Berlin).
 */
export async function listMedia(
  db: Kysely<Database>,
  filter: MediaFilter,
  pageUrl: (page: number) => string,
): Promise<MediaPage> {
  let query = db.selectFrom('media');
  const q = filter.q?.trim().slice(0, 200);
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or(
        ['file_name', 'path', 'alt_de', 'alt_en', 'caption_de', 'caption_en'].map((column) =>
          eb(sql.ref(column), 'ilike', pattern),
        ),
      ),
    );
  }
  if (filter.type) query = query.where('mime', '=', filter.type);
  if (filter.from && day.test(filter.from))
    query = query.where(
      sql<boolean>`created_at >= (${filter.from}::date)::timestamp at time zone 'Europe/Berlin'`,
    );
  if (filter.to && day.test(filter.to))
    query = query.where(
      sql<boolean>`created_at < (${filter.to}::date + 1)::timestamp at time zone 'Europe/Berlin'`,
    );
  const page = Math.max(1, Math.min(filter.page ?? 1, 100_000));
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(mediaPageSize)
    .offset((page - 1) * mediaPageSize)
    .execute();
  const total = Number(count);
  return {
    count: total,
    next: page * mediaPageSize < total ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(page - 1) : null,
    results: await mediaItems(db, rows),
  };
}
