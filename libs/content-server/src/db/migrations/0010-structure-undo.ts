import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * DESIGN.md 8 (undo that survives saves): the backup stack learns redo, and page structure
 * changes get a stack of their own.
 * - `section_backup.cause`: what pushed the entry. A save or a redo pushes the state before it
 *   (an undo entry); an undo pushes the state it replaced (a redo entry, `cause = 'undo'`).
 * - `structure_backup`: a deleted section (its module rows and backups, so undo restores it
 *   with the same ids) or a page's previous section order. No foreign key to `module`: the
 *   section it names may be deleted, which is the point.
 */
export const structureUndo: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `alter table section_backup add column cause text not null default 'save'`,
      `create table structure_backup (
        id serial primary key, locale text not null, kind text not null, cause text not null default 'save',
        page_id integer references page(id) on delete cascade, module_id integer not null, slug text,
        snapshot jsonb not null, user_id integer references app_user(id) on delete set null,
        created_at timestamptz not null default now())`,
      `create index structure_backup_page on structure_backup (page_id, id)`,
      `create index structure_backup_module on structure_backup (module_id, id)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('structure_backup').execute();
    await db.schema.alterTable('section_backup').dropColumn('cause').execute();
  },
};
