import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/** The searchable tables and the text each language's index covers. */
const searchable: Record<string, (locale: 'de' | 'en') => string> = {
  news: (l) =>
    `coalesce(title_${l}, '') || ' ' || coalesce(teaser_${l}, '') || ' ' || coalesce(body_${l}, '')`,
  event: (l) =>
    `coalesce(title_${l}, '') || ' ' || coalesce(teaser_${l}, '') || ' ' || coalesce(location_${l}, '')`,
  person: (l) =>
    `first_name || ' ' || last_name || ' ' || coalesce(position_${l}, '') || ' ' || coalesce(bio_${l}, '')`,
  page: (l) =>
    `coalesce(title_${l}, '') || ' ' || coalesce(headline_${l}, '') || ' ' || coalesce(meta_description_${l}, '')`,
};
const titles: Record<string, (locale: 'de' | 'en') => string> = {
  news: (l) => `title_${l}`,
  event: (l) => `title_${l}`,
  person: () => `first_name || ' ' || last_name`,
  page: (l) => `title_${l}`,
};
const configuration = { de: 'german', en: 'english' } as const;

/**
 * Full-text search (german/english by locale, over unaccented text so 'kunste' finds 'Künste') and autocomplete (pg_trgm over unaccented lower
 * case titles, so 'kunste' finds 'Künste'). `aula_unaccent` is the immutable wrapper an index needs.
 */
export const search: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      'create extension if not exists pg_trgm',
      'create extension if not exists unaccent',
      `create function aula_unaccent(text) returns text language sql immutable parallel safe strict
        as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`,
    ];
    for (const [table, text] of Object.entries(searchable)) {
      for (const locale of ['de', 'en'] as const) {
        statements.push(
          `alter table ${table} add column search_${locale} tsvector generated always as (to_tsvector('${configuration[locale]}', aula_unaccent(${text(locale)}))) stored`,
          `create index ${table}_search_${locale} on ${table} using gin (search_${locale})`,
          // The unaccented lower-case title, stored, so autocomplete compares plain text.
          `alter table ${table} add column plain_${locale} text generated always as (aula_unaccent(lower(${titles[table]?.(locale) ?? "''"}))) stored`,
          `create index ${table}_plain_trgm_${locale} on ${table} using gin (plain_${locale} gin_trgm_ops)`,
        );
      }
    }
    for (const locale of ['de', 'en'] as const) {
      // The persons directory search: name and position, unaccented.
      statements.push(
        `alter table person add column directory_${locale} text generated always as (aula_unaccent(lower(first_name || ' ' || last_name || ' ' || position_${locale}))) stored`,
      );
    }
    await runStatements(db, statements);
  },
  async down(db: Kysely<unknown>) {
    const statements = ['alter table person drop column directory_de, drop column directory_en'];
    for (const table of Object.keys(searchable)) {
      statements.push(
        `alter table ${table} drop column search_de, drop column search_en, drop column plain_de, drop column plain_en`,
      );
    }
    statements.push('drop function aula_unaccent(text)');
    await runStatements(db, statements);
  },
};
