import {
  entityDefinitions,
  type AdminApi,
  type ApiClient,
  type EntityDefinition,
  type RelationSource,
} from '@aula/api-client';
import {
  adminDashboardQuery,
  adminEntryQuery,
  adminListQuery,
  adminNavigationQuery,
  adminOptionsQuery,
  adminRevisionsQuery,
  adminSiteSettingsQuery,
  adminSubscriptionsQuery,
  mediaPagesQuery,
} from '@aula/api-client/react';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Locale } from '@aula/routing';
import { adminView } from './admin-view';

/** One query a screen reads: its key, and its load into a query client (`prefetchQuery`). */
export interface AdminScreenQuery {
  queryKey: QueryKey;
  prefetch(client: QueryClient): Promise<void>;
}

/** A factory's `queryOptions` as a screen query (each keeps its own data type). */
function screenQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): AdminScreenQuery {
  return { queryKey: options.queryKey, prefetch: (client) => client.prefetchQuery(options) };
}

/** The relation choices a list's filters offer (its category kind, faculties). */
function filterSources(definition: EntityDefinition): RelationSource[] {
  const sources: RelationSource[] = [];
  if (definition.filters.includes('category') && definition.categoryKind)
    sources.push(definition.categoryKind === 'event' ? 'eventCategory' : 'newsCategory');
  if (definition.filters.includes('faculty')) sources.push('faculty');
  return sources;
}

/** The relation choices a change page's selects show (categories, faculties, programmes). */
function fieldSources(definition: EntityDefinition): RelationSource[] {
  return Object.values(definition.fields).flatMap(({ field }) =>
    field.kind === 'relation' ? [field.source] : [],
  );
}

/**
 * DESIGN.md 9: the queries the admin screen at `path` (below `/admin/`) with `query` reads, with the
 * `queryOptions` factories its components call: the host prefetches them on the server so that the
 * screen arrives in the first HTML with its data (the dashboard's figures, a list's rows and
 * filter choices, a change page's fields, choices and revisions) and starts hydrated with it.
 */
export function adminScreenQueries(
  api: AdminApi,
  locale: Locale,
  path: readonly string[],
  query: Readonly<Record<string, string | undefined>>,
): AdminScreenQuery[] {
  const view = adminView(path, query);
  const options = (sources: RelationSource[]) =>
    [...new Set(sources)].map((source) => screenQuery(adminOptionsQuery(api, locale, source)));
  switch (view.screen) {
    case 'dashboard':
      return [screenQuery(adminDashboardQuery(api, locale))];
    case 'navigation':
      return [screenQuery(adminNavigationQuery(api, locale, view.menu))];
    case 'newsletter':
      return [screenQuery(adminSubscriptionsQuery(api, locale))];
    case 'siteSettings':
      return [screenQuery(adminSiteSettingsQuery(api, locale))];
    case 'list':
      return [
        screenQuery(adminListQuery(api, locale, view.entity, view.query)),
        ...options(filterSources(entityDefinitions[view.entity])),
      ];
    case 'add':
      return options(fieldSources(entityDefinitions[view.entity]));
    case 'change':
      return [
        screenQuery(adminEntryQuery(api, locale, view.entity, view.id)),
        screenQuery(adminRevisionsQuery(api, locale, view.entity, view.id)),
        ...options(fieldSources(entityDefinitions[view.entity])),
      ];
    case 'notFound':
      return [];
  }
}

/**
 * DESIGN.md 9: the queries `/admin/media` reads first: the media library's first page without a
 * filter (as `MediaLibrary` asks for it), prefetched by the host with the editor's session so the
 * grid arrives in the first HTML.
 */
export function mediaLibraryQueries(client: ApiClient, locale: Locale): AdminScreenQuery[] {
  const firstPage = mediaPagesQuery(client, locale, {});
  return [
    { queryKey: firstPage.queryKey, prefetch: (cache) => cache.prefetchInfiniteQuery(firstPage) },
  ];
}
