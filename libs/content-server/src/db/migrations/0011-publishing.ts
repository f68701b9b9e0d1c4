import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * DESIGN.md 8 (drafts, publishing, history): a section's unpublished draft (at most one per
 * section; visitors keep reading the module rows), the scheduled publications of a page in a
 * language (claimed atomically by one content-API instance when due), and the history of a
 * section (its state after every save, draft, publication and restore).
 */
export const publishing: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table section_draft (
        module_id integer primary key references module(id) on delete cascade,
        base_version integer not null, body jsonb not null,
        user_id integer references app_user(id) on delete set null,
        updated_at timestamptz not null default now())`,
      `create table scheduled_publication (
        id serial primary key, page_id integer not null references page(id) on delete cascade,
        locale text not null, publish_at timestamptz not null, status text not null default 'pending',
        user_id integer references app_user(id) on delete set null,
        claimed_at timestamptz, done_at timestamptz, created_at timestamptz not null default now())`,
      `create index scheduled_publication_due on scheduled_publication (status, publish_at)`,
      `create table section_revision (
        id serial primary key, module_id integer not null references module(id) on delete cascade,
        version integer not null, kind text not null, snapshot jsonb not null,
        user_id integer references app_user(id) on delete set null,
        created_at timestamptz not null default now())`,
      `create index section_revision_module on section_revision (module_id, id)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['section_revision', 'scheduled_publication', 'section_draft'])
      await db.schema.dropTable(table).execute();
  },
};
