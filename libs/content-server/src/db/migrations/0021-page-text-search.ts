import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/** Every string inside a module's data (headlines, rich text, captions), as one text. */
const stringsOf = (data: string) =>
  `coalesce(jsonb_path_query_array(${data}, 'strict $.** ? (@.type() == "string")')::text, '')`;

/**
 * spec 1: a page is found by its text, not only by its title: the text lives in the modules
 * (blocks) of its sections. Each module's strings are kept in `module_text` by a trigger on every
 * write (a table beside `module`, so module rows read and written elsewhere keep their columns),
 * with a stemmed full-text vector in the module's language and an unaccented document (words
 * inside compounds), each indexed. The search climbs from a matching module to its page
 * (src/search/page-text.ts); a change counter (migration 0008) ends kept search answers.
 */
export const pageTextSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table module_text (
        module_id integer primary key references module(id) on delete cascade,
        locale text not null, body text not null,
        search_text tsvector generated always as (case locale
          when 'de' then to_tsvector('german', aula_unaccent(body))
          else to_tsvector('english', aula_unaccent(body)) end) stored,
        document_text text generated always as (aula_unaccent(lower(body))) stored)`,
      'create index module_text_search on module_text using gin (search_text)',
      'create index module_text_document_trgm on module_text using gin (document_text gin_trgm_ops)',
      `create function aula_keep_module_text() returns trigger language plpgsql as $$
        begin
          insert into module_text (module_id, locale, body)
            values (new.id, new.locale, ${stringsOf('new.data')})
            on conflict (module_id) do update set locale = excluded.locale, body = excluded.body;
          return null;
        end $$`,
      `create trigger module_keep_text after insert or update of data, locale on module
        for each row execute function aula_keep_module_text()`,
      `insert into module_text (module_id, locale, body)
        select id, locale, ${stringsOf('data')} from module`,
      `insert into list_version (name) values ('module_text')`,
      `create trigger module_text_list_version after insert or update or delete or truncate
        on module_text for each statement execute function aula_bump_list_version()`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      'drop trigger module_keep_text on module',
      'drop function aula_keep_module_text()',
      `delete from list_version where name = 'module_text'`,
      'drop table module_text',
    ]);
  },
};
