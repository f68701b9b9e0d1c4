import type { AdminListQuery } from '../admin/admin-endpoints';
import type { RelationSource } from '../admin/admin-field';
import type { EntityName } from '../admin/entity-definitions';
import type { Locale } from '../schemas/language';
import type { MediaFilter } from '../schemas/media-library';
import type { EntityReferenceKind } from '../schemas/modules/block-field';
import type { ListFilter } from '../schemas/list-filter';
import type { PersonFilter } from '../schemas/person';

/** What a translation status is asked for: sections, empty slots (by slug), the content page. */
export interface TranslationStatusOf {
  sections: readonly number[];
  slugs: readonly string[];
  page: number | null;
}

/**
 * The query keys, all in one place: the visitor lists continued in the browser (spec 3 store
 * areas events and news, the persons and press releases) and the tools (admin, pageEditor).
 * Every key starts with its area so an area can be invalidated whole.
 */
export const queryKeys = {
  /** DESIGN.md 9: the admin area's data (one area: a save anywhere may change any of it). */
  admin: {
    all: ['admin'] as const,
    dashboard: (locale: Locale) => ['admin', locale, 'dashboard'] as const,
    list: (locale: Locale, entity: EntityName, query: AdminListQuery) =>
      ['admin', locale, 'entity', entity, 'list', query] as const,
    /** An entry; the start of the keys of what belongs to it (its revisions). */
    entry: (locale: Locale, entity: EntityName, id: number) =>
      ['admin', locale, 'entity', entity, id] as const,
    revisions: (locale: Locale, entity: EntityName, id: number) =>
      ['admin', locale, 'entity', entity, id, 'revisions'] as const,
    options: (locale: Locale, source: RelationSource) =>
      ['admin', locale, 'options', source] as const,
    navigation: (locale: Locale, menu: 'menu' | 'footer') =>
      ['admin', locale, 'navigation', menu] as const,
    subscriptions: (locale: Locale) => ['admin', locale, 'subscriptions'] as const,
    siteSettings: (locale: Locale) => ['admin', locale, 'siteSettings'] as const,
  },
  /** DESIGN.md 8: what the in-place editor reads (`/pageeditor-api/...`). */
  pageEditor: {
    all: ['pageEditor'] as const,
    /** A section with its waiting draft, as the section dialog opens it. */
    section: (locale: Locale, id: number) => ['pageEditor', locale, 'section', id] as const,
    page: (locale: Locale, path: string) => ['pageEditor', locale, 'page', path] as const,
    pageSettings: (locale: Locale, pageId: number) =>
      ['pageEditor', locale, 'pageSettings', pageId] as const,
    publishing: (locale: Locale, pageId: number) =>
      ['pageEditor', locale, 'publishing', pageId] as const,
    translation: (locale: Locale, of: TranslationStatusOf) =>
      ['pageEditor', locale, 'translation', of] as const,
    sectionRevisions: (locale: Locale, sectionId: number) =>
      ['pageEditor', locale, 'sectionRevisions', sectionId] as const,
    pageHistory: (locale: Locale, pageId: number) =>
      ['pageEditor', locale, 'pageHistory', pageId] as const,
    pageRevision: (locale: Locale, pageId: number, revisionId: number) =>
      ['pageEditor', locale, 'pageRevision', pageId, revisionId] as const,
    media: (locale: Locale, filter: MediaFilter) =>
      ['pageEditor', locale, 'media', filter] as const,
    mediaUsage: (locale: Locale, mediaId: number) =>
      ['pageEditor', locale, 'mediaUsage', mediaId] as const,
    linkTargets: (locale: Locale, text: string) =>
      ['pageEditor', locale, 'linkTargets', text] as const,
    counterpart: (locale: Locale, sectionId: number) =>
      ['pageEditor', locale, 'counterpart', sectionId] as const,
    entryCategories: (locale: Locale, entity: EntityReferenceKind) =>
      ['pageEditor', locale, 'entryCategories', entity] as const,
    entrySearch: (locale: Locale, entity: EntityReferenceKind, text: string) =>
      ['pageEditor', locale, 'entrySearch', entity, text] as const,
    /** The content page's section order and content (the structure panel). */
    pageStructure: (locale: Locale, pageId: number, path: string) =>
      ['pageEditor', locale, 'pageStructure', pageId, path] as const,
    /** The next undo and redo step of the page on screen (null: not a content page). */
    undoState: (locale: Locale, pageId: number | null) =>
      ['pageEditor', locale, 'undoState', pageId] as const,
    /** Who else has which of these sections open. */
    presence: (locale: Locale, sectionIds: readonly number[]) =>
      ['pageEditor', locale, 'presence', sectionIds] as const,
  },
  events: {
    all: ['events'] as const,
    list: (locale: Locale, filter: ListFilter) => ['events', locale, 'list', filter] as const,
  },
  news: {
    all: ['news'] as const,
    list: (locale: Locale, filter: ListFilter) => ['news', locale, 'list', filter] as const,
  },
  /** spec 3 persons: one answer for the whole filtered list, shown page by page. */
  persons: {
    all: ['persons'] as const,
    list: (locale: Locale, filter: PersonFilter) => ['persons', locale, 'list', filter] as const,
  },
  /** spec 3 press releases: the paged list (no filter). */
  pressReleases: {
    all: ['pressReleases'] as const,
    list: (locale: Locale) => ['pressReleases', locale, 'list'] as const,
  },
};
