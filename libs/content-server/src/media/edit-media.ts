import type { MediaUpdate } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { derivativePath, makeDerivatives, type FocalPoint } from './derivatives';
import type { MediaStore } from './media-store';
import { mediaName, recordDerivatives } from './save-media';

/** The focal point as stored: whole percents, so a crop's file name names it exactly. */
const round = (value: number) => Math.round(value * 100) / 100;

export class MediaMissingError extends Error {}

/**
 * DESIGN.md 9: saves an image's texts and focal point. A moved focal point crops every derivative
 * anew around it (new file names: the old ones are cached as immutable by browsers and CDNs).
 */
export async function updateMedia(
  db: Kysely<Database>,
  store: MediaStore,
  id: number,
  input: Required<MediaUpdate>,
): Promise<boolean> {
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  const focal: FocalPoint = { x: round(input.focal_x), y: round(input.focal_y) };
  const moved = focal.x !== round(row.focal_x) || focal.y !== round(row.focal_y);
  const name = mediaName(row.path);
  if (moved) {
    const original = await store.read(row.path);
    if (!original) throw new MediaMissingError(row.path);
    for (const derivative of await makeDerivatives(original, focal))
      await store.write(
        derivativePath(name, derivative.alias, derivative.format, focal),
        derivative.data,
      );
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('media')
      .set({
        alt_de: input.alt_de,
        alt_en: input.alt_en,
        caption_de: input.caption_de,
        caption_en: input.caption_en,
        decorative: input.decorative,
        focal_x: focal.x,
        focal_y: focal.y,
      })
      .where('id', '=', id)
      .execute();
    if (moved) await recordDerivatives(trx, id, name, focal);
  });
  return true;
}

/** Deletes media `id` and its files; answers false when there is none. */
export async function deleteMedia(
  db: Kysely<Database>,
  store: MediaStore,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('media')
    .select(['id', 'path'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return false;
  const derivatives = await db
    .selectFrom('media_derivative')
    .select('path')
    .where('media_id', '=', id)
    .execute();
  await db.deleteFrom('media').where('id', '=', id).execute();
  // Files after the rows: a failed removal leaves an unreferenced file, never a broken image.
  for (const path of [row.path, ...derivatives.map((derivative) => derivative.path)])
    await store.remove?.(path);
  return true;
}
