import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The entity tables seen by name: the admin is generated from the entity definitions, so its
 * table and column names are data. Every name comes from a definition, never from a request.
 */
export type LooseDatabase = Record<string, Record<string, unknown>>;

export const loose = (db: Kysely<Database>) => db as unknown as Kysely<LooseDatabase>;
