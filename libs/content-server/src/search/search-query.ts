import { normalizeSearchQuery } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { sql, type RawBuilder } from 'kysely';

/** The text search configuration of each language (DESIGN.md 4). */
export const searchConfiguration = { de: 'german', en: 'english' } as const satisfies Record<
  Locale,
  string
>;

/** Words shorter than this are not looked for inside other words (a trigram index needs three letters). */
export const minInfixLength = 3;

/** The words of a query: letters and digits only (accents kept; unaccent runs in SQL), at most 8. */
export function queryWords(text: string): string[] {
  return normalizeSearchQuery(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * The tsquery of a search: every word must match, the last one as a prefix (so results appear
 * while typing). Built from plain words, never from raw query syntax, so any input is safe.
 */
export function tsQuery(words: string[], locale: Locale): RawBuilder<unknown> {
  const text = words
    .map((word, index) => (index === words.length - 1 ? `${word}:*` : word))
    .join(' & ');
  return sql`to_tsquery(${searchConfiguration[locale]}::regconfig, aula_unaccent(${text}))`;
}

/**
 * Whether every word occurs somewhere inside `column` (unaccented lower-case text), also inside a
 * longer word: "konzert" in "Semesterkonzert" (DESIGN.md 4, German). The trigram index of the
 * column answers it; a query with a word too short for trigrams never matches this way.
 */
export function containsWords(column: string, words: string[]): RawBuilder<boolean> {
  if (words.length === 0 || words.some((word) => word.length < minInfixLength))
    return sql<boolean>`false`;
  const target = sql.raw(column);
  // Words hold letters and digits only (queryWords), so no LIKE wildcard can come from input.
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${target} like '%' || aula_unaccent(${word}) || '%'`),
    sql` and `,
  )})`;
}

/** How a row matches a search, best first: by its words (stemmed, full text), in its title, in its text. */
export interface SearchMatch {
  /** The rows searched, when more than the source's table (a page with its blocks' text). */
  from?: RawBuilder<unknown>;
  /** The row matches at all. */
  where: RawBuilder<boolean>;
  /**
   * Its rank: above 1 for a full-text match (ts_rank added; above 2 if its title holds the words,
   * above 3 if its title is the query), 0.5 inside a title's word, 0.25 inside its text.
   */
  rank: RawBuilder<number>;
}

/** The match of `words` against a table's search columns of `locale` (migrations 0004 and 0007). */
export function searchMatch(words: string[], locale: Locale): SearchMatch {
  const query = tsQuery(words, locale);
  const vector = sql.raw(`search_${locale}`);
  const inText = containsWords(`document_${locale}`, words);
  const inTitle = containsWords(`plain_${locale}`, words);
  const isTitle = sql<boolean>`(${sql.raw(`plain_${locale}`)} = aula_unaccent(${words.join(' ')}))`;
  return {
    where: sql<boolean>`(${vector} @@ ${query} or ${inText})`,
    // A title holding the words is the better match (spec 1: 'künste' finds 'Tag der Künste'
    // before a programme whose long text says 'Kunst' often), a title that is the query the best
    // ('Jazz' finds the programme Jazz before the subject Jazz-Saxophon).
    rank: sql<number>`(case
      when ${vector} @@ ${query}
        then 1 + ts_rank(${vector}, ${query}) + case when ${inTitle} then 1 else 0 end
          + case when ${isTitle} then 1 else 0 end
      when ${inTitle} then 0.5 else 0.25 end)`,
  };
}
