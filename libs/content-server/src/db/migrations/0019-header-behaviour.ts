import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

const behaviours = `('hide', 'resize', 'default')`;

/**
 * spec 2: how the header reacts to scrolling, chosen per page (null: the site's default) and
 * once for the site, in the site settings: a table of exactly one row.
 */
export const headerBehaviour: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `alter table page add column header_behaviour text
        check (header_behaviour in ${behaviours})`,
      `create table site_setting (
        id integer primary key default 1 check (id = 1),
        header_behaviour text not null default 'hide' check (header_behaviour in ${behaviours}))`,
      'insert into site_setting (id) values (1)',
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop table site_setting',
      'alter table page drop column header_behaviour',
    ]);
  },
};
