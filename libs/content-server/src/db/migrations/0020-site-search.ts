import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

type Locale = 'de' | 'en';
const configuration = { de: 'german', en: 'english' } as const;

/** A literal word per language, so a section's name finds what lives in it. */
const word = (de: string, en: string) => (l: Locale) => `'${l === 'de' ? de : en}'`;
const text = (...columns: string[]) =>
  columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `);

/**
 * The entity tables a visitor searches besides news, events, persons and pages, with their title
 * and their text per language. The text starts with the name of the site section the entity
 * lives in ('Studium' for faculties, programmes and subjects under /studium), so the section's
 * name finds its content.
 */
const searchable: Record<string, { title: (l: Locale) => string; text: (l: Locale) => string }> = {
  faculty: {
    title: (l) => `name_${l}`,
    text: (l) => text(word('Studium', 'Study')(l), `name_${l}`, `intro_${l}`),
  },
  study_programme: {
    title: (l) => `title_${l}`,
    text: (l) =>
      text(
        word('Studium Studiengang', 'Study programme')(l),
        `title_${l}`,
        'degree',
        `description_${l}`,
      ),
  },
  study_subject: {
    title: (l) => `title_${l}`,
    text: (l) =>
      text(word('Studium Studienfach', 'Study subject')(l), `title_${l}`, `description_${l}`),
  },
  application_page: {
    title: (l) => `title_${l}`,
    text: (l) => text(word('Bewerbung', 'Application')(l), `title_${l}`, `text_${l}`),
  },
  press_item: {
    title: (l) => `title_${l}`,
    text: (l) =>
      text(
        `case kind when 'release' then ${word('Presse Pressemitteilung', 'Press release')(l)}` +
          ` else ${word('Presse Pressespiegel', 'Press review')(l)} end`,
        `title_${l}`,
        `teaser_${l}`,
        `body_${l}`,
        'source',
      ),
  },
  download_directory: {
    title: (l) => `title_${l}`,
    text: (l) => text(word('Presse Pressematerial', 'Press material')(l), `title_${l}`),
  },
  microsite: {
    title: (l) => `name_${l}`,
    text: (l) => text(word('Microsite', 'Microsite')(l), `name_${l}`),
  },
};

/** A stored generated column: kept current by every write, whoever makes it. */
const generated = (table: string, column: string, type: string, expression: string) =>
  `alter table ${table} add column ${column} ${type} generated always as (${expression}) stored`;

const searchColumns = ['de', 'en'].flatMap((l) => [`search_${l}`, `plain_${l}`, `document_${l}`]);

/**
 * spec 1, 7: the site search covers study programmes and subjects, faculties, application pages,
 * press releases and material and microsites besides news, events, persons and pages. Their
 * tables get the search columns of migrations 0004 and 0007 (stemmed full text, the plain title
 * for autocomplete, the unaccented document for words inside compounds), generated so every
 * write keeps them current, each under its index; and a change counter (migration 0008), so a
 * kept search answer (src/search/kept-answers) ends with any write to them.
 */
export const siteSearch: Migration = {
  async up(db: Kysely<unknown>) {
    const statements: string[] = [];
    for (const [table, { title, text: body }] of Object.entries(searchable)) {
      for (const l of ['de', 'en'] as const) {
        const unaccented = (text: string) => `aula_unaccent(${text})`;
        statements.push(
          generated(
            table,
            `search_${l}`,
            'tsvector',
            `to_tsvector('${configuration[l]}', ${unaccented(body(l))})`,
          ),
          `create index ${table}_search_${l} on ${table} using gin (search_${l})`,
          generated(table, `plain_${l}`, 'text', unaccented(`lower(${title(l)})`)),
          `create index ${table}_plain_trgm_${l} on ${table} using gin (plain_${l} gin_trgm_ops)`,
          generated(table, `document_${l}`, 'text', unaccented(`lower(${body(l)})`)),
          `create index ${table}_document_trgm_${l} on ${table} using gin (document_${l} gin_trgm_ops)`,
        );
      }
      statements.push(
        `insert into list_version (name) values ('${table}')`,
        `create trigger ${table}_list_version after insert or update or delete or truncate` +
          ` on ${table} for each statement execute function aula_bump_list_version()`,
      );
    }
    await runStatements(db, statements);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(
      db,
      Object.keys(searchable).flatMap((table) => [
        `drop trigger ${table}_list_version on ${table}`,
        `delete from list_version where name = '${table}'`,
        `alter table ${table} ${searchColumns.map((column) => `drop column ${column}`).join(', ')}`,
      ]),
    );
  },
};
