import type { SearchCategory, SearchResultType } from '@aula/api-client';
import { contentSources } from './content-sources';
import { otherSources } from './other-sources';
import type { SearchSource } from './search-source';

/** Every searched source (spec 1): news, events, persons and everything else in `others`. */
export const searchSources: readonly SearchSource[] = [...contentSources, ...otherSources];

/** The sources whose hits a category lists. */
export const sourcesOf = (category: SearchCategory) =>
  searchSources.filter((source) => source.category === category);

/** The source of a type of hit. */
export function sourceOf(type: SearchResultType): SearchSource {
  const source = searchSources.find((candidate) => candidate.type === type);
  if (!source) throw new Error(`No search source for ${type}`);
  return source;
}
