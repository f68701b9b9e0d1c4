import type { ApiClient, LinkTarget } from '@aula/api-client';
import { linkTargetsQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export type LinkSearch =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'done'; targets: LinkTarget[] };

/** The link finder searches as the editor types, from two characters, a moment after the last key. */
export function useLinkTargets(
  client: ApiClient,
  locale: Locale,
  query: string,
  delay = 250,
): LinkSearch {
  const typed = query.trim();
  // The text asked for: the typed one, once no key came for `delay` ms.
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), delay);
    return () => clearTimeout(timer);
  }, [typed, delay]);
  const search = useQuery({
    ...linkTargetsQuery(client, locale, asked),
    enabled: asked.length >= 2 && asked === typed,
  });
  if (typed.length < 2) return { state: 'idle' };
  if (asked !== typed || search.isFetching || search.isPending) return { state: 'loading' };
  if (search.isError) return { state: 'failed' };
  return { state: 'done', targets: search.data };
}
