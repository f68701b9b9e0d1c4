import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * DESIGN.md 5: paging large lists by keyset, and search answers kept between writes. Each listed
 * or searched table has a change counter that a trigger raises on every write, so what is kept
 * (page starts in src/paging, answers in src/search) is dropped on any change, whichever
 * content-API instance or tool made it; and a covering index per list order finds the page
 * starts without reading the rows.
 */
export const listVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table list_version (name text primary key, version bigint not null default 0)`,
      `insert into list_version (name) values ('news'), ('event'), ('person'), ('page')`,
      `create function aula_bump_list_version() returns trigger language plpgsql as $$
        begin
          update list_version set version = version + 1 where name = TG_TABLE_NAME;
          return null;
        end $$`,
      `create trigger news_list_version after insert or update or delete or truncate on news for each statement execute function aula_bump_list_version()`,
      ...['event', 'person', 'page'].map(
        (table) =>
          `create trigger ${table}_list_version after insert or update or delete or truncate on ${table} for each statement execute function aula_bump_list_version()`,
      ),
      `create index news_listing on news (is_online, published_at desc, id desc) include (category_id, faculty_id, is_highlight)`,
      `create index event_listing on event (is_online, starts_at, id) include (ends_at, category_id, faculty_id, is_home, is_highlight)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop index event_listing',
      'drop index news_listing',
      ...['news', 'event', 'person', 'page'].map(
        (table) => `drop trigger ${table}_list_version on ${table}`,
      ),
      'drop function aula_bump_list_version()',
      'drop table list_version',
    ]);
  },
};
