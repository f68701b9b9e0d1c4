import { queryOptions } from '@tanstack/react-query';
import type { AdminApi, AdminListQuery } from '../admin/admin-endpoints';
import type { RelationSource } from '../admin/admin-field';
import type { EntityName } from '../admin/entity-definitions';
import type { Locale } from '../schemas/language';
import { queryKeys } from './query-keys';

/** DESIGN.md 9: the dashboard's counts and latest changes. */
export function adminDashboardQuery(api: AdminApi, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.admin.dashboard(locale),
    queryFn: () => api.dashboard(locale),
  });
}

/** DESIGN.md 9: one page of an entity's list, with its filters, search and sort. */
export function adminListQuery(
  api: AdminApi,
  locale: Locale,
  entity: EntityName,
  query: AdminListQuery,
) {
  return queryOptions({
    queryKey: queryKeys.admin.list(locale, entity, query),
    queryFn: () => api.list(locale, entity, query),
  });
}

/** DESIGN.md 9: the entry a change page edits. */
export function adminEntryQuery(api: AdminApi, locale: Locale, entity: EntityName, id: number) {
  return queryOptions({
    queryKey: queryKeys.admin.entry(locale, entity, id),
    queryFn: () => api.get(locale, entity, id),
  });
}

/** DESIGN.md 9: the saved states of an entry, newest first. */
export function adminRevisionsQuery(api: AdminApi, locale: Locale, entity: EntityName, id: number) {
  return queryOptions({
    queryKey: queryKeys.admin.revisions(locale, entity, id),
    queryFn: () => api.revisions(locale, entity, id),
  });
}

/** DESIGN.md 9: the choices of a relation (categories, faculties, programmes). */
export function adminOptionsQuery(api: AdminApi, locale: Locale, source: RelationSource) {
  return queryOptions({
    queryKey: queryKeys.admin.options(locale, source),
    queryFn: () => api.options(locale, source),
  });
}

/** DESIGN.md 9: the main menu's or the footer's navigation tree. */
export function adminNavigationQuery(api: AdminApi, locale: Locale, menu: 'menu' | 'footer') {
  return queryOptions({
    queryKey: queryKeys.admin.navigation(locale, menu),
    queryFn: () => api.navigation(locale, menu),
  });
}

/** DESIGN.md 9: the newsletter subscriptions. */
export function adminSubscriptionsQuery(api: AdminApi, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.admin.subscriptions(locale),
    queryFn: () => api.subscriptions(locale),
  });
}

/** spec 2: the site settings (the default header behaviour). */
export function adminSiteSettingsQuery(api: AdminApi, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.admin.siteSettings(locale),
    queryFn: () => api.siteSettings(locale),
  });
}
