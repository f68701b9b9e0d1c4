import { createHash } from 'node:crypto';
import { maxMediaUploadBytes } from '@aula/api-client';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema';
import {
  centre,
  derivativeFormats,
  derivativePath,
  derivativeSizes,
  makeDerivatives,
  type DerivativeAlias,
  type FocalPoint,
} from './derivatives';
import type { MediaStore } from './media-store';

/** spec 7: the accepted upload types (sharp's format name -> MIME type and extension). */
const acceptedFormats = {
  jpeg: ['image/jpeg', 'jpg'],
  png: ['image/png', 'png'],
  webp: ['image/webp', 'webp'],
  heif: ['image/avif', 'avif'],
} as const;
/** Largest accepted upload: the contract's limit (15 MB). */
export const maxUploadBytes = maxMediaUploadBytes;

export class MediaRejectedError extends Error {}

export interface MediaText {
  alt_de?: string;
  alt_en?: string;
  /** File name base; defaults to the content hash. */
  name?: string;
  /** The name of the uploaded file (shown and searched in the media library). */
  file_name?: string;
}

/**
 * Checks an upload (size, real type by its content, not its name), stores the original and its
 * derivatives and records them; answers the media id (of the stored copy when the same file was
 * uploaded before).
 */
export async function saveMedia(
  db: Kysely<Database>,
  store: MediaStore,
  original: Buffer,
  text: MediaText = {},
): Promise<number> {
  if (original.length === 0 || original.length > maxUploadBytes)
    throw new MediaRejectedError('size');
  const metadata = await sharp(original)
    .metadata()
    .catch(() => null);
  const format =
    metadata?.format && metadata.format in acceptedFormats
      ? acceptedFormats[metadata.format as keyof typeof acceptedFormats]
      : null;
  if (!metadata || !format || !metadata.width || !metadata.height)
    throw new MediaRejectedError('type');
  if (metadata.format === 'heif' && metadata.compression !== 'av1')
    throw new MediaRejectedError('type');
  const name = text.name ?? createHash('sha256').update(original).digest('hex').slice(0, 16);
  const path = `originals/${name}.${format[1]}`;
  // The same file again is the image already in the library: its texts, focal point and crops stay.
  const existing = await db
    .selectFrom('media')
    .select('id')
    .where('path', '=', path)
    .executeTakeFirst();
  if (existing) return existing.id;
  await store.write(path, original);
  const derivatives = await makeDerivatives(original);
  for (const derivative of derivatives)
    await store.write(derivativePath(name, derivative.alias, derivative.format), derivative.data);
  return recordMedia(db, {
    name,
    path,
    mime: format[0],
    width: metadata.width,
    height: metadata.height,
    bytes: original.length,
    ...text,
  });
}

export interface MediaRecord extends MediaText {
  name: string;
  focal?: FocalPoint;
  path: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}

/** Records a stored original and its derivatives (named by `derivativePath`). */
export async function recordMedia(db: Kysely<Database>, record: MediaRecord): Promise<number> {
  // The media row and its derivative rows are written together or not at all, so a failed
  // write leaves nothing half-stored.
  return db.isTransaction
    ? recordIn(db, record)
    : db.transaction().execute((trx) => recordIn(trx, record));
}

async function recordIn(db: Kysely<Database>, record: MediaRecord): Promise<number> {
  const { id } = await db
    .insertInto('media')
    .values({
      path: record.path,
      mime: record.mime,
      width: record.width,
      height: record.height,
      bytes: record.bytes,
      alt_de: record.alt_de ?? '',
      alt_en: record.alt_en ?? '',
      file_name: record.file_name ?? '',
    })
    .onConflict((conflict) => conflict.column('path').doUpdateSet({ bytes: record.bytes }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordDerivatives(db, id, record.name, record.focal ?? centre);
  return id;
}

/** Replaces the derivative rows of media `id` by those of the crops around `focal`. */
export async function recordDerivatives(
  db: Kysely<Database>,
  id: number,
  name: string,
  focal: FocalPoint,
): Promise<void> {
  await db.deleteFrom('media_derivative').where('media_id', '=', id).execute();
  await db
    .insertInto('media_derivative')
    .values(
      (
        Object.entries(derivativeSizes) as [DerivativeAlias, { width: number; height: number }][]
      ).flatMap(([alias, size]) =>
        derivativeFormats.map((format) => ({
          media_id: id,
          alias,
          format,
          path: derivativePath(name, alias, format, focal),
          ...size,
        })),
      ),
    )
    .execute();
}

/** The file name base of a stored original (`originals/{name}.{ext}`). */
export const mediaName = (path: string): string =>
  path.replace(/^originals\//, '').replace(/\.[^.]+$/, '');
