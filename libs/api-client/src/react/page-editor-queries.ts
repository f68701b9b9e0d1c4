import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { Locale } from '../schemas/language';
import type { ContainerModule } from '../schemas/modules/container-module';
import type { PresentEditor } from '../schemas/presence';
import type { StoredModule } from '../schemas/modules/block-definitions';
import { queryKeys, type TranslationStatusOf } from './query-keys';

/** What a dialog edits with its version: read afresh on each opening, not again while open. */
const readOnOpening = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } as const;

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
 * a save is checked against the version read).
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
    ...readOnOpening,
  });
}

/** spec 3/4: a content page's settings with their version (the page settings dialog). */
export function pageSettingsQuery(client: ApiClient, locale: Locale, pageId: number) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.pageSettings(locale, pageId),
    queryFn: () => client.pageEditor.pageSettings(locale, pageId),
    ...readOnOpening,
  });
}

/** DESIGN.md 8: a page's publishing state: online, drafts, faulty blocks, scheduled publications. */
export function publishingStateQuery(client: ApiClient, locale: Locale, pageId: number) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.publishing(locale, pageId),
    queryFn: () => client.publishing.state(locale, pageId),
  });
}

/** DESIGN.md 8: the sections, empty slots and the content page against the other language. */
export function translationStatusQuery(
  client: Pick<ApiClient, 'translation'>,
  locale: Locale,
  of: TranslationStatusOf,
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.translation(locale, of),
    queryFn: () => client.translation.status(locale, of),
  });
}

/** DESIGN.md 8: a section's history, newest first. */
export function sectionRevisionsQuery(client: ApiClient, locale: Locale, sectionId: number) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.sectionRevisions(locale, sectionId),
    queryFn: () => client.publishing.revisions(locale, sectionId),
  });
}

/**
 * DESIGN.md 8: a page's history with the page's current version (a restore is a new save on top
 * of the version the editor saw), asked side by side.
 */
export function pageHistoryQuery(
  client: Pick<ApiClient, 'publishing' | 'pageEditor'>,
  locale: Locale,
  pageId: number,
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.pageHistory(locale, pageId),
    queryFn: async () => {
      const [revisions, settings] = await Promise.all([
        client.publishing.pageRevisions(locale, pageId),
        client.pageEditor.pageSettings(locale, pageId),
      ]);
      return { revisions, version: settings.version };
    },
  });
}

/** DESIGN.md 8: one saved revision of a page (never changes once saved). */
export function pageRevisionQuery(
  client: Pick<ApiClient, 'publishing'>,
  locale: Locale,
  pageId: number,
  revisionId: number,
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.pageRevision(locale, pageId, revisionId),
    queryFn: () => client.publishing.pageRevision(locale, pageId, revisionId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** DESIGN.md 8: the section's counterpart in the other language (null while it has none). */
export function counterpartQuery(
  client: Pick<ApiClient, 'translation'>,
  locale: Locale,
  sectionId: number,
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.counterpart(locale, sectionId),
    queryFn: () => client.translation.counterpart(locale, sectionId),
  });
}

/**
 * DESIGN.md 8: the structure panel's page: its sections in order with the page version a reorder
 * sends back, and their content (for names and block counts), asked side by side.
 */
export function pageStructureQuery(
  client: Pick<ApiClient, 'structure' | 'pageEditor'>,
  locale: Locale,
  pageId: number,
  path: string,
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.pageStructure(locale, pageId, path),
    queryFn: async () => {
      const [order, page] = await Promise.all([
        client.structure.sectionOrder(locale, pageId),
        client.pageEditor.page(locale, path),
      ]);
      const sections = new Map<number, StoredModule>(
        page.modules.map((module) => [module.id, module]),
      );
      return { version: order.version, order: order.order, sections };
    },
  });
}

/** What the undo state is asked for: the page on screen, its sections and its slots' slugs. */
export interface UndoScope {
  page: number | null;
  sections: readonly number[];
  slugs: readonly string[];
}

/**
 * DESIGN.md 8: the next undo and redo step of the page on screen. The scope is read when the
 * state is asked for (`scope()`), since the sections on screen change with every save.
 */
export function undoStateQuery(
  client: Pick<ApiClient, 'structure'>,
  locale: Locale,
  pageId: number | null,
  scope: () => UndoScope,
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.undoState(locale, pageId),
    queryFn: () => client.structure.undoState(locale, scope()),
  });
}

/**
 * DESIGN.md 8, presence, not locks: who else has which of the page's sections open (per section
 * id, the asking browser's own session left out), asked again
 * every few seconds by the page (`refetchInterval`); a failed answer keeps the last one.
 */
export function pagePresenceQuery(
  client: Pick<ApiClient, 'presence'>,
  locale: Locale,
  sectionIds: readonly number[],
) {
  return queryOptions({
    queryKey: queryKeys.pageEditor.presence(locale, sectionIds),
    queryFn: async (): Promise<ReadonlyMap<number, PresentEditor[]>> => {
      const answer = await client.presence.of(locale, sectionIds);
      const others = new Map<number, PresentEditor[]>();
      for (const entry of answer.sections) {
        const present = entry.editors.filter((editor) => !editor.self);
        if (present.length > 0) others.set(entry.section, present);
      }
      return others;
    },
    retry: false,
  });
}
