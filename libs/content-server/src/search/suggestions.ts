import { searchLimits, type SearchSuggestion, type SearchResultType } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { searchSources } from './search-sources';

/** The most suggestions autocomplete lists. */
export const maxSuggestions = 10;

interface SuggestionRow {
  title: string;
  type: SearchResultType;
  date: Date | null;
}

/**
 * spec 4: titles for autocomplete: public titles of every searched source whose unaccented title
 * contains the query or is similar to it word by word (pg_trgm, so a typo still finds it), each
 * source filtered on its trigram index (migrations 0004, 0020) before the merge. Prefix matches
 * first; of the rest events to come before past ones (spec 1), then by similarity. Events carry
 * their start, so two 'Semesterkonzert' suggestions can be told apart.
 */
export async function suggestions(
  db: Kysely<Database>,
  text: string,
  locale: Locale,
  now: Date,
): Promise<SearchSuggestion[]> {
  const q = text.trim().toLowerCase().slice(0, searchLimits.maxQueryLength);
  if (q.length < searchLimits.autocompleteMinLength) return [];
  const needle = sql`aula_unaccent(${q})`;
  const plain = sql.raw(`plain_${locale}`);
  const parts = searchSources.map(
    (source) => sql`(select ${sql.raw(source.title(locale))} as title, ${source.type}::text as type,
      ${source.type === 'event' ? sql.raw(source.date) : sql`null::timestamptz`} as date,
      ${source.upcoming(now)} as upcoming, ${plain} as plain
      from ${sql.raw(source.table)} where ${source.visible(now)}
      and (${plain} like '%' || ${needle} || '%' or ${needle} <% ${plain})
      order by word_similarity(${needle}, ${plain}) desc limit 20)`,
  );
  const { rows } = await sql<SuggestionRow>`
    select title, type, date from (${sql.join(parts, sql` union `)}) as candidates
    order by (plain like ${needle} || '%' or plain like '% ' || ${needle} || '%') desc,
      (type = 'event' and not upcoming), word_similarity(${needle}, plain) desc,
      case when upcoming then date end asc, date desc nulls last, length(title), title
    limit ${maxSuggestions}`.execute(db);
  return rows.map(({ title, type, date }) => ({
    title,
    type,
    date: date ? new Date(date).toISOString() : null,
  }));
}

/** spec 3, 7: the autocomplete answer of the specification: the titles alone, each once. */
export const suggestedTitles = (list: readonly SearchSuggestion[]) => [
  ...new Set(list.map(({ title }) => title)),
];
