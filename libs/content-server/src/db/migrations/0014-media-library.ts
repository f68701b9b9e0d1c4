import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * DESIGN.md 9 (media library): per-language captions, an explicit "decorative" flag (an image
 * without alt text on purpose), the focal point every derivative crop keeps in view (0..1 of
 * the width and height, centre by default) and the uploaded file's name for the search.
 */
export const mediaLibrary: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `alter table media
        add column caption_de text not null default '', add column caption_en text not null default '',
        add column decorative boolean not null default false,
        add column focal_x real not null default 0.5, add column focal_y real not null default 0.5,
        add column file_name text not null default ''`,
      `create index media_created on media (created_at desc, id desc)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop index media_created',
      'alter table media drop column caption_de, drop column caption_en, drop column decorative, drop column focal_x, drop column focal_y, drop column file_name',
    ]);
  },
};
