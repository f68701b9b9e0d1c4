import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * DESIGN.md 9: the admin area. Every save of an entity keeps the state before it as a revision
 * (restorable); the admin news list sorts all news (online or not) by date without a scan.
 */
export const admin: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table admin_revision (
        id serial primary key, entity text not null, entity_id integer not null, title text not null default '',
        snapshot jsonb not null, user_id integer references app_user(id) on delete set null,
        created_at timestamptz not null default now())`,
      `create index admin_revision_entry on admin_revision (entity, entity_id, id)`,
      `create index news_admin_date on news (published_at desc, id desc)`,
      `create index event_admin_date on event (starts_at desc, id desc)`,
      `create index person_admin_name on person (last_name, id)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop table admin_revision',
      'drop index news_admin_date',
      'drop index event_admin_date',
      'drop index person_admin_name',
    ]);
  },
};
