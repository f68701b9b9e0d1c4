import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * DESIGN.md 9: an admin search of news, events or persons walks the date index until it has filled
 * a page and counted a few past it (`listEntities`), testing each entry's plain titles. With the
 * titles in the index itself that walk never visits the table (an index-only scan): "konzert" in
 * 10,000 news tests about 750 entries, and reading 750 scattered rows was most of the answer.
 */
export const adminListCovering: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop index news_admin_date',
      'create index news_admin_date on news (published_at desc, id desc) include (plain_de, plain_en)',
      'drop index event_admin_date',
      'create index event_admin_date on event (starts_at desc, id desc) include (plain_de, plain_en)',
      // A person's plain title is the name in both languages: one column (see `listEntities`).
      'drop index person_admin_name',
      'create index person_admin_name on person (last_name, id) include (plain_de)',
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop index news_admin_date',
      'create index news_admin_date on news (published_at desc, id desc)',
      'drop index event_admin_date',
      'create index event_admin_date on event (starts_at desc, id desc)',
      'drop index person_admin_name',
      'create index person_admin_name on person (last_name, id)',
    ]);
  },
};
