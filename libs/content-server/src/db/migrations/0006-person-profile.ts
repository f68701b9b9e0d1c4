import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Issue "Content API": a person's profile beyond contact, as the person detail contract reads
 * it: a website (http/https only is ever answered) and the faculty the person works in.
 */
export const personProfile: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `alter table person add column website text,
        add column faculty_id integer references faculty(id) on delete set null`,
      `create index person_faculty on person (faculty_id)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop index person_faculty',
      'alter table person drop column website, drop column faculty_id',
    ]);
  },
};
