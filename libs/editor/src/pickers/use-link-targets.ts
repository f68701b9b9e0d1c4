import type { ApiClient, LinkTarget } from '@aula/api-client';
import { linkTargetsQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import { minimumSearchLength, typedSearch, type TypedSearch } from './typed-search';
import { useSettledText } from './use-settled-text';

export type LinkSearch = TypedSearch<LinkTarget>;

/** The link finder searches as the editor types, from two characters, a moment after the last key. */
export function useLinkTargets(
  client: ApiClient,
  locale: Locale,
  query: string,
  delay = 250,
): LinkSearch {
  const typed = query.trim();
  const asked = useSettledText(typed, delay);
  const search = useQuery({
    ...linkTargetsQuery(client, locale, asked),
    enabled: asked.length >= minimumSearchLength && asked === typed,
  });
  return typedSearch(typed, asked, search);
}
