import type { ApiClient, EntityReferenceKind } from '@aula/api-client';
import { entrySearchQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import type { Entry } from './browse-entries';
import { minimumSearchLength, typedSearch, type TypedSearch } from './typed-search';
import { useSettledText } from './use-settled-text';

/** The news, event and person pickers search as the editor types, as the link finder does. */
export function useEntrySearch(
  client: ApiClient,
  locale: Locale,
  entity: EntityReferenceKind,
  query: string,
  delay = 250,
): TypedSearch<Entry> {
  const typed = query.trim();
  const asked = useSettledText(typed, delay);
  const search = useQuery({
    ...entrySearchQuery(client, locale, entity, asked),
    enabled: asked.length >= minimumSearchLength && asked === typed,
  });
  return typedSearch(typed, asked, search);
}
