import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * spec 7 `/{locale}/api/example/`: the bilingual example list, a simple entity behind the
 * generic repository. `position` is the API's `order`; `version` grows with each save.
 */
export const example: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table example (
        id serial primary key,
        title_de text not null default '', title_en text not null default '',
        text_de text not null default '', text_en text not null default '',
        position integer not null default 0 check (position >= 0), version integer not null default 1,
        updated_at timestamptz not null default now())`,
      `create index example_position on example (position, id)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('example').execute();
  },
};
