import * as v from 'valibot';
import type { Locale } from '../../schemas/language';
import {
  linkTargetListSchema,
  mediaItemSchema,
  mediaPageSchema,
  mediaUsageListSchema,
  type MediaFilter,
  type MediaUpdate,
} from '../../schemas/media-library';
import { requestJson, type ClientOptions } from '../request';

/**
 * DESIGN.md 9: the media library and the link finder's search under `/{locale}/pageeditor-api/`
 * (editors).
 */
export function mediaLibraryEndpoints(options: ClientOptions) {
  const base = (locale: Locale) => `/${locale}/pageeditor-api`;
  return {
    /** GET media/?q=&type=&from=&to=&page=: newest first, 24 a page. */
    list: (locale: Locale, filter: MediaFilter = {}, signal?: AbortSignal) => {
      const query = new URLSearchParams(
        Object.entries(filter)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)]),
      );
      const search = query.toString();
      return requestJson(
        options,
        `${base(locale)}/media/${search ? `?${search}` : ''}`,
        mediaPageSchema,
        signal ? { signal } : {},
      );
    },
    /** GET media/{id}/ */
    get: (locale: Locale, id: number) =>
      requestJson(options, `${base(locale)}/media/${id}/`, mediaItemSchema),
    /** GET media/{id}/usage/: the pages, sections and entities that show the image. */
    usage: (locale: Locale, id: number) =>
      requestJson(options, `${base(locale)}/media/${id}/usage/`, mediaUsageListSchema),
    /** POST media/{id}/: alt texts, captions, decorative flag and focal point; answers the item with its new crops. */
    update: (locale: Locale, id: number, body: MediaUpdate) =>
      requestJson(options, `${base(locale)}/media/${id}/`, mediaItemSchema, {
        method: 'POST',
        body,
      }),
    /** DELETE media/{id}/ (an image in use answers 409 unless `force`). */
    remove: (locale: Locale, id: number, { force = false }: { force?: boolean } = {}) =>
      requestJson(
        options,
        `${base(locale)}/media/${id}/${force ? '?force=true' : ''}`,
        v.unknown(),
        { method: 'DELETE' },
      ).then(() => undefined),
    /** GET link-targets/?q=: internal link targets whose title contains `q`, in `locale`. */
    linkTargets: (locale: Locale, q: string, signal?: AbortSignal) =>
      requestJson(
        options,
        `${base(locale)}/link-targets/?q=${encodeURIComponent(q)}`,
        linkTargetListSchema,
        signal ? { signal } : {},
      ),
  };
}
