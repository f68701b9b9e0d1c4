/** DESIGN 3: longer queries are cut to this many characters. */
export const maxQueryLength = 200;

/** The query to submit for a search text, or null: spec 5 submits only non-empty text. */
export function submittableQuery(text: string): string | null {
  const query = text.trim().slice(0, maxQueryLength);
  return query === '' ? null : query;
}
