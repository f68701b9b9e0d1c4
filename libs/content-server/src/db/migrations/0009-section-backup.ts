import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * spec 4: the editor's backup stack per section. Every section save pushes the section as it
 * was (layout and blocks, as a section-save body with block ids); undo pops the latest.
 */
export const sectionBackup: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table section_backup (
        id serial primary key, module_id integer not null references module(id) on delete cascade,
        version integer not null, snapshot jsonb not null, user_id integer references app_user(id) on delete set null,
        created_at timestamptz not null default now())`,
      `create index section_backup_module on section_backup (module_id, id)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('section_backup').execute();
  },
};
