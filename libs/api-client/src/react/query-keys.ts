import type { AdminListQuery } from '../admin/admin-endpoints';
import type { RelationSource } from '../admin/admin-field';
import type { EntityName } from '../admin/entity-definitions';
import type { Locale } from '../schemas/language';
import type { ListFilter } from '../schemas/list-filter';
import type { PersonFilter } from '../schemas/person';
import type { SearchCategory } from '../schemas/search';

/** The areas whose categories and calendars load once (spec 4). */
export type ListArea = 'news' | 'events';
/** spec 4: the home page sections, each loaded once. */
export type HomeSection = 'events' | 'news' | 'teaser' | 'callToAction' | 'instagram';

/**
 * Query keys per store area of spec 3 (basic, cookieManager, events, home, microsites, news,
 * person, search, study), and of the tools (admin, pageEditor). Every key starts with its area
 * so an area can be invalidated whole.
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
  },
  basic: {
    all: ['basic'] as const,
    user: (locale: Locale) => ['basic', locale, 'user'] as const,
    navigation: (locale: Locale) => ['basic', locale, 'navigation'] as const,
    mainNavigation: (locale: Locale) => ['basic', locale, 'mainNavigation'] as const,
    breakingNews: (locale: Locale) => ['basic', locale, 'breakingNews'] as const,
    page: (locale: Locale, slug: string, versionId?: number) =>
      ['basic', locale, 'page', slug, versionId ?? null] as const,
    section: (locale: Locale, slug: string) => ['basic', locale, 'section', slug] as const,
  },
  cookieManager: {
    all: ['cookieManager'] as const,
  },
  events: {
    all: ['events'] as const,
    list: (locale: Locale, filter: ListFilter) => ['events', locale, 'list', filter] as const,
    categories: (locale: Locale) => ['events', locale, 'categories'] as const,
    calendar: (locale: Locale) => ['events', locale, 'calendar'] as const,
    detail: (locale: Locale, id: number) => ['events', locale, 'detail', id] as const,
  },
  home: {
    all: ['home'] as const,
    section: (locale: Locale, section: HomeSection) => ['home', locale, section] as const,
  },
  microsites: {
    all: ['microsites'] as const,
    full: (locale: Locale) => ['microsites', locale, 'full'] as const,
    footer: (locale: Locale) => ['microsites', locale, 'footer'] as const,
  },
  news: {
    all: ['news'] as const,
    /** One page of the unfiltered list (kept from the walking skeleton). */
    page: (locale: Locale, page: number) => ['news', locale, 'page', page] as const,
    list: (locale: Locale, filter: ListFilter) => ['news', locale, 'list', filter] as const,
    categories: (locale: Locale) => ['news', locale, 'categories'] as const,
    calendar: (locale: Locale) => ['news', locale, 'calendar'] as const,
    detail: (locale: Locale, id: number) => ['news', locale, 'detail', id] as const,
  },
  person: {
    all: ['person'] as const,
    list: (locale: Locale, filter: PersonFilter) => ['person', locale, 'list', filter] as const,
    categories: (locale: Locale) => ['person', locale, 'categories'] as const,
    detail: (locale: Locale, id: number) => ['person', locale, 'detail', id] as const,
  },
  search: {
    all: ['search'] as const,
    autocomplete: (locale: Locale, text: string) =>
      ['search', locale, 'autocomplete', text] as const,
    results: (locale: Locale, text: string) => ['search', locale, 'results', text] as const,
    category: (locale: Locale, category: SearchCategory, text: string, page: number) =>
      ['search', locale, category, text, page] as const,
  },
  study: {
    all: ['study'] as const,
    list: (locale: Locale, kind: ListArea, faculty: number) =>
      ['study', locale, kind, faculty] as const,
    faculties: (locale: Locale) => ['study', locale, 'faculties'] as const,
    programmes: (locale: Locale, faculty: number | null) =>
      ['study', locale, 'programmes', faculty] as const,
  },
};
