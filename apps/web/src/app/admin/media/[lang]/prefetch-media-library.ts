import { mediaLibraryQueries } from '@aula/editor/admin';
import type { Locale } from '@aula/routing';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { contentApi } from '@web/content/content-api';

/**
 * DESIGN.md 9: the media library's first page (`mediaLibraryQueries`), loaded on the server with
 * the editor's session cookie (uncached) and dehydrated for `MediaLibraryPage`, which renders its
 * grid in the first HTML and starts hydrated with it. A failed load is not dehydrated: the library
 * loads it again in the browser and shows its own states.
 */
export async function prefetchMediaLibrary(
  locale: Locale,
  cookies: string,
): Promise<DehydratedState> {
  // A server's client is one request's: no retry (the library offers its own), nothing shared.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(
    mediaLibraryQueries(contentApi(cookies), locale).map((query) => query.prefetch(client)),
  );
  return dehydrate(client);
}
