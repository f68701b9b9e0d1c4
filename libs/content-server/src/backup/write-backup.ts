import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mediaPrefix } from './backup-format';
import { dumpDatabase, type DumpOptions } from './dump-database';
import { TarWriter } from './tar-archive';

/** The files under `folder` (relative, sorted); none when it does not exist. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** A file's bytes, or null when it was removed meanwhile (the media library deletes files). */
const readIfThere = (path: string) =>
  readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

/**
 * Writes a backup of the database and the media folder to `file` (a .tar.gz, only its owner may
 * read it). The rows come from one snapshot; the media files are copied after it, so every
 * file a row names is there (uploads write their files before their rows).
 */
export async function writeBackup(
  db: Kysely<Database>,
  mediaDir: string,
  file: string,
  options: DumpOptions = {},
): Promise<void> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const tar = new TarWriter(gzip);
  try {
    await dumpDatabase(db, tar, options);
    for (const path of await filesUnder(mediaDir)) {
      const data = await readIfThere(join(mediaDir, path));
      if (data) await tar.add(`${mediaPrefix}${path}`, data);
    }
    await tar.end();
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await written;
}
