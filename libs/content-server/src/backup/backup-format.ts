/**
 * The layout of a backup archive (a gzipped tar): `aula-backup.json` first, then each table's
 * rows in parts of at most `rowsPerPart` (`database/{table}/{n}.json`, a JSON array of rows as
 * PostgreSQL's `row_to_json` writes them), `database/sequences.json`, `database/counts.json`,
 * then the media folder's files under `media/`. A logical dump: it restores into PGlite or
 * PostgreSQL alike, through the same migrations.
 */
export const manifestName = 'aula-backup.json';
export const sequencesName = 'database/sequences.json';
export const countsName = 'database/counts.json';
export const mediaPrefix = 'media/';
export const rowsPerPart = 1000;

export interface BackupManifest {
  format: 'aula-backup';
  version: 1;
  createdAt: string;
  /** The migrations applied when the backup was taken, in order: restore migrates to the last. */
  migrations: string[];
  tables: string[];
}

export interface SequenceValue {
  name: string;
  /** Null when the sequence was never used. */
  value: string | null;
}

/** The name of a table's `part`-th part (from 1). */
export const partName = (table: string, part: number) =>
  `database/${table}/${String(part).padStart(6, '0')}.json`;

/** The table a part belongs to, or null when `name` is not a part. */
export function tableOfPart(name: string): string | null {
  return /^database\/([a-z_][a-z0-9_]*)\/\d{6}\.json$/.exec(name)?.[1] ?? null;
}

/** Tables of the migrator itself: restore creates them by migrating. */
export const migratorTables = new Set(['kysely_migration', 'kysely_migration_lock']);
