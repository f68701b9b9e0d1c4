import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The change counter of each listed or searched table (migration 0008), by table name. */
export type ListVersions = ReadonlyMap<string, string>;

interface Checks {
  running: Promise<ListVersions> | null;
  next: Promise<ListVersions> | null;
}

const checksOf = new WeakMap<Kysely<Database>, Checks>();

async function readVersions(db: Kysely<Database>): Promise<ListVersions> {
  const { rows } = await sql<{
    name: string;
    version: string;
  }>`select name, version::text as version from list_version`.execute(db);
  return new Map(rows.map((row) => [row.name, row.version]));
}

/**
 * The change counters as they are now: read by a query that starts after the call, so a write
 * answered before it is always seen. Calls that arrive while a read is under way share the next
 * one, so many concurrent requests cost one query at a time, not one each (DESIGN.md 5).
 */
export function listVersions(db: Kysely<Database>): Promise<ListVersions> {
  let checks = checksOf.get(db);
  if (!checks) checksOf.set(db, (checks = { running: null, next: null }));
  const state = checks;
  if (!state.running) {
    state.running = readVersions(db).finally(() => (state.running = null));
    return state.running;
  }
  state.next ??= state.running
    .catch(() => undefined)
    .then(() => {
      state.next = null;
      return listVersions(db);
    });
  return state.next;
}
