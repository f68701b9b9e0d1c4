import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * DESIGN.md 8 (presence, not locks): who has which section open. One row per editor
 * session and section (the same editor in two browsers shows twice; a logout ends it), refreshed by the editor's ping; a row older than the stale interval counts as
 * gone, so nothing here can strand a page. In the database, not in process memory, so every
 * content-API instance over one PostgreSQL sees the same editors.
 */
export const presence: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table section_presence (
        module_id integer not null references module(id) on delete cascade,
        session_id text not null references session(id) on delete cascade,
        user_id integer not null references app_user(id) on delete cascade,
        seen_at timestamptz not null,
        primary key (module_id, session_id))`,
      `create index section_presence_seen on section_presence (seen_at)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('section_presence').execute();
  },
};
