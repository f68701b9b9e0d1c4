import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import {
  countsName,
  manifestName,
  migratorTables,
  partName,
  rowsPerPart,
  sequencesName,
  type BackupManifest,
  type SequenceValue,
} from './backup-format';
import type { TarWriter } from './tar-archive';

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));

/** The tables of the current schema but the migrator's, by name. */
export async function contentTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name
  `.execute(db);
  return rows.map((row) => row.name).filter((name) => !migratorTables.has(name));
}

/** Writes one table's rows in parts, paging by row position within the snapshot. */
async function dumpTable(trx: Transaction<Database>, table: string, tar: TarWriter) {
  let after = '(0,0)';
  let count = 0;
  for (let part = 1; ; part++) {
    const { rows } = await sql<{ at: string; row: string }>`
      select ctid::text as at, row_to_json(t)::text as row from ${sql.table(table)} as t
      where ctid > ${after}::tid order by ctid limit ${rowsPerPart}
    `.execute(trx);
    if (rows.length === 0) return count;
    // Rows stay PostgreSQL's JSON text, never parsed: no number or date is rounded on the way.
    await tar.add(partName(table, part), Buffer.from(`[${rows.map((r) => r.row).join(',\n')}]`));
    count += rows.length;
    after = rows[rows.length - 1]?.at ?? after;
    if (rows.length < rowsPerPart) return count;
  }
}

export interface DumpOptions {
  /** Called after each table (tests write meanwhile, to see the snapshot hold). */
  afterTable?: (table: string) => Promise<void>;
}

/**
 * Writes every table of the database into `tar`. Runs in one REPEATABLE READ, read-only
 * transaction, so the rows are one consistent state while the site goes on writing (on PGlite,
 * one connection, requests wait until the rows are read).
 */
export async function dumpDatabase(
  db: Kysely<Database>,
  tar: TarWriter,
  { afterTable }: DumpOptions = {},
): Promise<void> {
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows: migrations } = await sql<{ name: string }>`
        select name from kysely_migration order by name
      `.execute(trx);
      const tables = await contentTables(trx);
      const manifest: BackupManifest = {
        format: 'aula-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        migrations: migrations.map((row) => row.name),
        tables,
      };
      await tar.add(manifestName, json(manifest));
      const counts: Record<string, number> = {};
      for (const table of tables) {
        counts[table] = await dumpTable(trx, table, tar);
        await afterTable?.(table);
      }
      // Sequences are outside transactions: a value ahead of the rows only leaves a gap.
      const { rows: sequences } = await sql<SequenceValue>`
        select sequencename as name, last_value::text as value from pg_sequences
        where schemaname = current_schema() order by sequencename
      `.execute(trx);
      await tar.add(sequencesName, json(sequences));
      await tar.add(countsName, json(counts));
    });
}
