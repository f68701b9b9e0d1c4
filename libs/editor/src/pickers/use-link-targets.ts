import type { ApiClient, LinkTarget } from '@aula/api-client';
import type { Locale } from '@aula/routing';
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
  const [search, setSearch] = useState<LinkSearch>({ state: 'idle' });
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setSearch({ state: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setSearch({ state: 'loading' });
    const timer = setTimeout(() => {
      client.mediaLibrary.linkTargets(locale, q, controller.signal).then(
        (targets) => setSearch({ state: 'done', targets }),
        () => {
          if (!controller.signal.aborted) setSearch({ state: 'failed' });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, locale, query, delay]);
  return search;
}
