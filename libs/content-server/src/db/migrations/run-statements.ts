import { sql, type Kysely } from 'kysely';

/** Runs SQL statements one by one (PGlite's extended protocol takes one statement per query). */
export async function runStatements(
  db: Kysely<unknown>,
  statements: readonly string[],
): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
