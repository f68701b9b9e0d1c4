import type { HomeTeaser } from '@aula/api-client';

/** spec 9: the home teaser slice limit for highlighted items. */
export const teaserSliceLimit = 8;

/** spec 9: highlighted teasers first (sorted by is_highlight, otherwise in the API's order), cut to 8. */
export function highlightedTeasers(
  teasers: readonly HomeTeaser[],
  limit = teaserSliceLimit,
): HomeTeaser[] {
  return [...teasers]
    .sort((a, b) => Number(b.is_highlight) - Number(a.is_highlight))
    .slice(0, limit);
}
