import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/** The text of each searchable table per language, as 0004-search's full-text index covers it. */
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

/**
 * German search must find compounds: German writes compounds as one word ("Semesterkonzert"), which
 * a stemmed full-text index cannot split. Each row keeps a precomputed search document (its title
 * and text, unaccented and lower case) under a trigram index, so a word is found inside any longer
 * word by an indexed substring match (`document like '%konzert%'`).
 */
export const searchDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    const statements: string[] = [];
    for (const [table, text] of Object.entries(searchable)) {
      for (const locale of ['de', 'en'] as const) {
        statements.push(
          `alter table ${table} add column document_${locale} text generated always as (aula_unaccent(lower(${text(locale)}))) stored`,
          `create index ${table}_document_trgm_${locale} on ${table} using gin (document_${locale} gin_trgm_ops)`,
        );
      }
    }
    await runStatements(db, statements);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(
      db,
      Object.keys(searchable).map(
        (table) => `alter table ${table} drop column document_de, drop column document_en`,
      ),
    );
  },
};
