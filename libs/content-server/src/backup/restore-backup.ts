import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { Migrator, sql, type Kysely } from 'kysely';
import { migrate, openDatabase } from '../db/open-database';
import { migrationProvider } from '../db/migrations';
import type { Database } from '../db/schema';
import { safeMediaPath } from '../media/media-store';
import { manifestName, mediaPrefix, type BackupManifest } from './backup-format';
import { loadDatabase } from './load-database';
import { RestoreRefusedError } from './restore-refused-error';
import { readTar, type TarEntry } from './tar-archive';

export interface RestoreTarget {
  /** PGlite data folder to create (`DATA_DIR/pgdata`); ignored with `databaseUrl`. */
  dataDir?: string;
  /** An empty PostgreSQL database (`DATABASE_URL`). */
  databaseUrl?: string;
  /** The media folder to fill (`DATA_DIR/media`). */
  mediaDir: string;
}

export interface RestoreSummary {
  createdAt: string;
  mediaFiles: number;
}

const isEmptyFolder = async (folder: string) =>
  (await readdir(folder).catch(() => [])).length === 0;

async function refuseNonEmpty(target: RestoreTarget) {
  if (!(await isEmptyFolder(target.mediaDir))) {
    throw new RestoreRefusedError(`The media folder ${target.mediaDir} is not empty.`);
  }
  if (target.databaseUrl) return;
  if (!target.dataDir) throw new RestoreRefusedError('No database to restore into.');
  if (!(await isEmptyFolder(target.dataDir))) {
    throw new RestoreRefusedError(`The database folder ${target.dataDir} is not empty.`);
  }
}

async function refuseNonEmptyDatabase(db: Kysely<Database>) {
  const { rows } = await sql<{ count: string }>`
    select count(*)::text as count from information_schema.tables
    where table_schema = current_schema()
  `.execute(db);
  if (Number(rows[0]?.count) > 0) {
    throw new RestoreRefusedError('The database is not empty: restore needs a new, empty one.');
  }
}

/** The archive's manifest, checked against the migrations this version knows. */
async function readManifest(entries: AsyncIterator<TarEntry>): Promise<BackupManifest> {
  const first = await entries.next().catch(() => null);
  const manifest =
    first && !first.done && first.value.name === manifestName
      ? (JSON.parse(first.value.data.toString('utf8')) as Partial<BackupManifest>)
      : null;
  if (manifest?.format !== 'aula-backup' || manifest.version !== 1 || !manifest.migrations) {
    throw new RestoreRefusedError('The file is not an Aula backup.');
  }
  const known = Object.keys(await migrationProvider.getMigrations());
  if (manifest.migrations.some((name, index) => known[index] !== name)) {
    throw new RestoreRefusedError(
      'The backup was made by a newer or different version of Aula: update before restoring.',
    );
  }
  return manifest as BackupManifest;
}

function archiveEntries(file: string): AsyncIterator<TarEntry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  return readTar(source.pipe(gunzip))[Symbol.asyncIterator]();
}

async function writeMedia(mediaDir: string, first: TarEntry | null, rest: AsyncIterator<TarEntry>) {
  let count = 0;
  for (let entry = first; entry;) {
    const path = entry.name.startsWith(mediaPrefix)
      ? safeMediaPath(entry.name.slice(mediaPrefix.length))
      : null;
    if (path === null) throw new Error(`The backup holds an unexpected file: ${entry.name}`);
    await mkdir(dirname(join(mediaDir, path)), { recursive: true });
    await writeFile(join(mediaDir, path), entry.data);
    count++;
    const next = await rest.next();
    entry = next.done ? null : next.value;
  }
  return count;
}

/** Migrates to the backup's state, loads its rows, then migrates to this version's. */
async function restoreInto(
  db: Kysely<Database>,
  manifest: BackupManifest,
  entries: AsyncIterator<TarEntry>,
) {
  const last = manifest.migrations.at(-1);
  if (last) {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(last);
    if (error) throw error instanceof Error ? error : new Error(String(error));
  }
  const media = await db.transaction().execute((trx) => loadDatabase(trx, entries));
  await migrate(db);
  // PGlite runs no autovacuum: give the planner its statistics as a first start does.
  await sql`vacuum analyze`.execute(db);
  return media;
}

/**
 * Restores a backup (`writeBackup`) into an empty database and an empty media folder. Refuses,
 * changing nothing, when either holds anything or the file is no backup of a known version.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  if (!(await stat(file).catch(() => null))?.isFile()) {
    throw new RestoreRefusedError(`There is no backup file ${file}.`);
  }
  await refuseNonEmpty(target);
  const entries = archiveEntries(file);
  const manifest = await readManifest(entries);
  const db = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir ?? '' },
  );
  const outcome = await (async () => {
    if (target.databaseUrl) await refuseNonEmptyDatabase(db);
    const firstMedia = await restoreInto(db, manifest, entries);
    const mediaFiles = await writeMedia(target.mediaDir, firstMedia, entries);
    return { createdAt: manifest.createdAt, mediaFiles };
  })().then(
    (summary) => ({ summary }),
    (error: unknown) => ({ error }),
  );
  await db.destroy();
  if ('summary' in outcome) return outcome.summary;
  if (outcome.error instanceof RestoreRefusedError) throw outcome.error;
  // The PGlite folder and the media folder were empty: a failed restore leaves them so again.
  await removeRestored(target);
  const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  throw new Error(
    target.databaseUrl
      ? `Restore failed (${reason}); drop and create the database again before retrying.`
      : `Restore failed (${reason}); nothing was kept.`,
    { cause: outcome.error },
  );
}

/** Empties a folder that was empty before (it may be a mount point: the folder itself stays). */
async function emptyFolder(folder: string) {
  const names = await readdir(folder).catch(() => []);
  await Promise.all(names.map((name) => rm(join(folder, name), { recursive: true, force: true })));
}

async function removeRestored(target: RestoreTarget) {
  await emptyFolder(target.mediaDir);
  if (!target.databaseUrl && target.dataDir) await emptyFolder(target.dataDir);
}
