import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { Locale } from '../schemas/language';
import type { ContainerModule } from '../schemas/modules/container-module';
import { queryKeys } from './query-keys';

/** DESIGN.md 8: the content page the editor edits (its id for settings and publishing). */
export function editedPageQuery(client: ApiClient, locale: Locale, path: string) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.page(locale, path),
    queryFn: () => client.pageEditor.page(locale, path),
  });
}

/**
 * DESIGN.md 8: a section and its waiting draft (null when it has none or it cannot be read),
 * asked side by side. Read afresh each time the dialog opens (never from an earlier opening:
 * a save is checked against the version read) and not again while it is open.
 */
export function sectionQuery(client: ApiClient, locale: Locale, sectionId: number) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.section(locale, sectionId),
    queryFn: async () => {
      const [section, draft] = await Promise.all([
        client.pageEditor.modules.get(locale, sectionId),
        client.publishing.draft(locale, sectionId).catch(() => null),
      ]);
      if (section.model !== 'ContainerModule')
        throw new Error(`Module ${sectionId} is not a section`);
      return { section: section as ContainerModule, draft };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
