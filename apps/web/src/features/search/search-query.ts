import { normalizeSearchQuery } from '@aula/api-client';

/** DESIGN.md 3: the search text of `?q=`: the first value, trimmed and cut to 200 characters. */
export function searchQuery(value: string | string[] | undefined): string {
  return normalizeSearchQuery((Array.isArray(value) ? value[0] : value) ?? '');
}
