import { adminEndpoints, NotFoundError } from '@aula/api-client';
import { adminScreenQueries } from '@aula/editor/admin';
import type { Locale } from '@aula/routing';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { contentApiUrl } from '@web/content/content-api-url';

/** A prefetched admin screen: its data for the browser, and whether what it shows exists. */
export interface PrefetchedAdminScreen {
  state: DehydratedState;
  /** The content API answered 404 for the screen's data (the change page of a missing entry). */
  missing: boolean;
}

/**
 * DESIGN.md 9: the data of the admin screen at `path` (the queries `adminScreenQueries` names,
 * loaded at once on the server with the editor's session cookie, uncached), dehydrated for the
 * admin app, which renders with it in the first HTML and starts hydrated with it. A failed load
 * is not dehydrated: the screen loads it again in the browser and shows its own states.
 */
export async function prefetchAdminScreen(
  locale: Locale,
  path: readonly string[],
  query: Readonly<Record<string, string | undefined>>,
  cookies: string,
): Promise<PrefetchedAdminScreen> {
  const api = adminEndpoints({ baseUrl: contentApiUrl(), init: { cache: 'no-store' }, cookies });
  // A server's client is one request's: no retry (the screens offer their own), nothing shared.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(
    adminScreenQueries(api, locale, path, query).map((screenQuery) => screenQuery.prefetch(client)),
  );
  const missing = client
    .getQueryCache()
    .getAll()
    .some((cached) => cached.state.error instanceof NotFoundError);
  return { state: dehydrate(client), missing };
}
