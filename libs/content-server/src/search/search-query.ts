import { normalizeSearchQuery } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { sql, type RawBuilder } from 'kysely';

/** The text search configuration of each language (DESIGN.md 4). */
export const searchConfiguration = { de: 'german', en: 'english' } as const satisfies Record<Locale, string>;

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
  const text = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
  return sql`to_tsquery(${searchConfiguration[locale]}::regconfig, aula_unaccent(${text}))`;
}
