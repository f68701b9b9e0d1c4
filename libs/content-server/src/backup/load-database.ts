import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { countsName, sequencesName, tableOfPart, type SequenceValue } from './backup-format';
import { contentTables } from './dump-database';
import type { TarEntry } from './tar-archive';

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Clears what the migrations inserted and lifts what would stand in the way of loading rows in
 * any order: foreign keys are dropped (and added back, checked, by `finishLoad`) and the tables'
 * own triggers (change counters) are paused. All of it is allowed to the tables' owner, so a
 * PostgreSQL role without superuser rights can restore.
 */
async function prepareLoad(trx: Transaction<Database>, tables: string[]): Promise<ForeignKey[]> {
  const { rows: keys } = await sql<ForeignKey>`
    select conrelid::regclass::text as table, conname as name,
      pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace
    order by conrelid::regclass::text, conname
  `.execute(trx);
  for (const key of keys) {
    await sql`alter table ${sql.raw(key.table)} drop constraint ${sql.id(key.name)}`.execute(trx);
  }
  for (const table of tables) {
    await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
  }
  const list = sql.join(tables.map((table) => sql.table(table)));
  await sql`truncate table ${list} restart identity`.execute(trx);
  return keys;
}

async function finishLoad(trx: Transaction<Database>, tables: string[], keys: ForeignKey[]) {
  for (const table of tables) {
    await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
  }
  for (const key of keys) {
    await sql`alter table ${sql.raw(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(
      key.definition,
    )}`.execute(trx);
  }
}

/** The columns a row may set (generated columns are computed again). */
async function writableColumns(trx: Transaction<Database>, table: string) {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position
  `.execute(trx);
  return sql.join(rows.map((row) => sql.id(row.name)));
}

async function insertPart(trx: Transaction<Database>, table: string, rows: string) {
  const columns = await writableColumns(trx, table);
  await sql`
    insert into ${sql.table(table)} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${rows}::json)
  `.execute(trx);
}

async function setSequences(trx: Transaction<Database>, sequences: SequenceValue[]) {
  for (const { name, value } of sequences) {
    if (value === null) continue;
    await sql`select setval(quote_ident(${name})::regclass, ${value}::bigint, true)`.execute(trx);
  }
}

/** Compares each table's rows with the counts the backup wrote: a cut archive fails here. */
async function checkCounts(trx: Transaction<Database>, counts: Record<string, number>) {
  for (const [table, expected] of Object.entries(counts)) {
    const { rows } = await sql<{ count: string }>`
      select count(*)::text as count from ${sql.table(table)}
    `.execute(trx);
    if (Number(rows[0]?.count) !== expected) {
      throw new Error(
        `The backup is incomplete: table ${table} has ${rows[0]?.count} rows of ${expected}.`,
      );
    }
  }
}

/**
 * Loads the database part of an archive (the entries after the manifest) in one transaction,
 * into a database migrated to the backup's migrations. Answers the first entry after the
 * database part (the media), or null.
 */
export async function loadDatabase(
  trx: Transaction<Database>,
  entries: AsyncIterator<TarEntry>,
): Promise<TarEntry | null> {
  const tables = await contentTables(trx);
  const keys = await prepareLoad(trx, tables);
  let counts: Record<string, number> | null = null;
  for (let next = await entries.next(); !next.done; next = await entries.next()) {
    const { name, data } = next.value;
    const table = tableOfPart(name);
    if (table !== null) {
      if (!tables.includes(table))
        throw new Error(`The backup has rows of an unknown table ${table}.`);
      await insertPart(trx, table, data.toString('utf8'));
    } else if (name === sequencesName) {
      await setSequences(trx, JSON.parse(data.toString('utf8')) as SequenceValue[]);
    } else if (name === countsName) {
      counts = JSON.parse(data.toString('utf8')) as Record<string, number>;
    } else {
      await finish(trx, tables, keys, counts);
      return next.value;
    }
  }
  await finish(trx, tables, keys, counts);
  return null;
}

async function finish(
  trx: Transaction<Database>,
  tables: string[],
  keys: ForeignKey[],
  counts: Record<string, number> | null,
) {
  if (!counts) throw new Error('The backup is incomplete: its row counts are missing.');
  await checkCounts(trx, counts);
  await finishLoad(trx, tables, keys);
}
