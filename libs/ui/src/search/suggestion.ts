import type { SearchResultType } from '@aula/api-client';

/** One autocomplete suggestion as the list shows it (spec 1: its type, for events its date). */
export interface Suggestion {
  title: string;
  type: SearchResultType | null;
  date: string | null;
}

/** What a suggestion source may answer: plain titles (spec 7 autocomplete) or typed suggestions. */
export type SuggestionInput =
  string | { title: string; type?: SearchResultType | null; date?: string | null };

/** A suggestion with its optional fields filled. */
export function toSuggestion(input: SuggestionInput): Suggestion {
  if (typeof input === 'string') return { title: input, type: null, date: null };
  return { title: input.title, type: input.type ?? null, date: input.date ?? null };
}
