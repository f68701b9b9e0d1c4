import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * DESIGN.md 9: the admin lists of the entities without a search column of their own search their
 * title with `ilike '%term%'`. Of those, press items grow with the site (1,000 releases at
 * `--scale 100`) and redirects with every changed slug: a trigram index (pg_trgm, migration 0004)
 * serves their substring search, so it never reads the whole table.
 */
export const adminListSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      'create index press_item_title_trgm_de on press_item using gin (title_de gin_trgm_ops)',
      'create index press_item_title_trgm_en on press_item using gin (title_en gin_trgm_ops)',
      'create index redirect_old_path_trgm on redirect using gin (old_path gin_trgm_ops)',
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop index press_item_title_trgm_de',
      'drop index press_item_title_trgm_en',
      'drop index redirect_old_path_trgm',
    ]);
  },
};
