import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database (tests). */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of a data folder (tests share one seeded database). */
  loadDataDir?: Blob;
}

/** The PGlite behind each database this module opened (for dumps). */
const pgliteOf = new WeakMap<Kysely<Database>, PGlite>();

/** Opens the database (PostgreSQL when a URL is given, PGlite otherwise, creating its folder). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: options.databaseUrl }),
      }),
    });
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Search needs pg_trgm and unaccent (DESIGN.md 4); PGlite ships both as loadable extensions.
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  pgliteOf.set(db, pglite);
  return db;
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** A dump of an in-memory PGlite database (for `loadDataDir`); null for PostgreSQL. */
export async function dumpDatabase(db: Kysely<Database>): Promise<Blob | null> {
  const pglite = pgliteOf.get(db);
  return pglite ? pglite.dumpDataDir('none') : null;
}
