import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { Locale } from '../schemas/language';
import type { MediaFilter } from '../schemas/media-library';
import { queryKeys } from './query-keys';

/** DESIGN.md 9: the media library's pages for a filter (newest first), page after page. */
export function mediaPagesQuery(client: ApiClient, locale: Locale, filter: MediaFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.pageEditor.media(locale, filter),
    queryFn: ({ pageParam, signal }) =>
      client.mediaLibrary.list(locale, { ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.next === null ? undefined : page + 1),
  });
}

/** DESIGN.md 9: where an image is used (its delete warns while it is). */
export function mediaUsageQuery(client: ApiClient, locale: Locale, mediaId: number) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.mediaUsage(locale, mediaId),
    queryFn: () => client.mediaLibrary.usage(locale, mediaId),
  });
}
