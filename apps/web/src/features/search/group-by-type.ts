import type { SearchResult, SearchResultType } from '@aula/api-client';

export interface HitGroup {
  type: SearchResultType;
  hits: SearchResult[];
}

/**
 * spec 1: results grouped by type, so a visitor tells study programmes from press releases.
 * Groups follow their best hit (the hits come ranked); within a group the ranked order stays.
 */
export function groupByType(hits: readonly SearchResult[]): HitGroup[] {
  const groups = new Map<SearchResultType, SearchResult[]>();
  for (const hit of hits) {
    const group = groups.get(hit.type);
    if (group) group.push(hit);
    else groups.set(hit.type, [hit]);
  }
  return [...groups].map(([type, grouped]) => ({ type, hits: grouped }));
}
