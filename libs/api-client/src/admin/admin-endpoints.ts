import * as v from 'valibot';
import { siteSettingsSchema, type SiteSettings } from '../schemas/header-behaviour';
import type { Locale } from '../schemas/language';
import { requestJson, type ClientOptions } from '../client/request';
import {
  adminDashboardSchema,
  adminEntrySchema,
  adminListSchema,
  adminNavTreeSchema,
  adminOptionsSchema,
  adminRevisionsSchema,
  adminSubscriptionsSchema,
  type AdminNavItem,
} from './admin-schemas';
import { adminBulkResultSchema, type AdminBulkInput } from './admin-bulk';
import type { RelationSource } from './admin-field';
import type { EntityName } from './entity-definitions';

/** The filters, search, sort and page of an admin list as query parameters. */
export type AdminListQuery = Partial<
  Record<
    'page' | 'search' | 'sort' | 'category' | 'faculty' | 'published' | 'since' | 'until',
    string
  >
>;

// A DELETE carries an empty JSON body: the host's pass-through sends every unsafe request as JSON.
const empty = v.null();

/** DESIGN.md 9: the admin area's calls (`/{locale}/api/admin/...`), editors only. */
export function adminEndpoints(options: ClientOptions = {}) {
  const base = (locale: Locale) => `/${locale}/api/admin`;
  const entity = (locale: Locale, name: EntityName) => `${base(locale)}/entities/${name}`;
  return {
    list: (locale: Locale, name: EntityName, query: AdminListQuery = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return requestJson(
        options,
        `${entity(locale, name)}/${search ? `?${search}` : ''}`,
        adminListSchema,
      );
    },
    get: (locale: Locale, name: EntityName, id: number) =>
      requestJson(options, `${entity(locale, name)}/${id}/`, adminEntrySchema),
    create: (locale: Locale, name: EntityName, values: Record<string, unknown>) =>
      requestJson(options, `${entity(locale, name)}/`, adminEntrySchema, {
        method: 'POST',
        body: values,
      }),
    update: (locale: Locale, name: EntityName, id: number, values: Record<string, unknown>) =>
      requestJson(options, `${entity(locale, name)}/${id}/`, adminEntrySchema, {
        method: 'POST',
        body: values,
      }),
    remove: (locale: Locale, name: EntityName, id: number) =>
      requestJson(options, `${entity(locale, name)}/${id}/`, empty, { method: 'DELETE' }),
    /** DESIGN.md 9: publish, take offline or delete the selected rows of a list, all or none. */
    bulk: (locale: Locale, name: EntityName, input: AdminBulkInput) =>
      requestJson(options, `${entity(locale, name)}/bulk/`, adminBulkResultSchema, {
        method: 'POST',
        body: input,
      }),
    undelete: (locale: Locale, name: EntityName, id: number) =>
      requestJson(options, `${entity(locale, name)}/${id}/undelete/`, adminEntrySchema, {
        method: 'POST',
      }),
    revisions: (locale: Locale, name: EntityName, id: number) =>
      requestJson(options, `${entity(locale, name)}/${id}/revisions/`, adminRevisionsSchema),
    restore: (locale: Locale, name: EntityName, id: number, revision: number) =>
      requestJson(
        options,
        `${entity(locale, name)}/${id}/revisions/${revision}/restore/`,
        adminEntrySchema,
        { method: 'POST' },
      ),
    options: (locale: Locale, source: RelationSource) =>
      requestJson(options, `${base(locale)}/options/${source}/`, adminOptionsSchema),
    dashboard: (locale: Locale) =>
      requestJson(options, `${base(locale)}/dashboard/`, adminDashboardSchema),
    navigation: (locale: Locale, menu: 'menu' | 'footer') =>
      requestJson(options, `${base(locale)}/navigation/${menu}/`, adminNavTreeSchema),
    saveNavigation: (locale: Locale, menu: 'menu' | 'footer', items: AdminNavItem[]) =>
      requestJson(options, `${base(locale)}/navigation/${menu}/`, adminNavTreeSchema, {
        method: 'POST',
        body: { items },
      }),
    subscriptions: (locale: Locale) =>
      requestJson(options, `${base(locale)}/newsletter/subscriptions/`, adminSubscriptionsSchema),
    /** Where the browser downloads the CSV export (a plain link: the session cookie goes along). */
    subscriptionsCsvUrl: (locale: Locale) => `${base(locale)}/newsletter/subscriptions/export.csv`,
    removeSubscription: (locale: Locale, id: number) =>
      requestJson(options, `${base(locale)}/newsletter/subscriptions/${id}/`, empty, {
        method: 'DELETE',
      }),
    /** spec 2: the site settings (the default header behaviour). */
    siteSettings: (locale: Locale) =>
      requestJson(options, `${base(locale)}/site-settings/`, siteSettingsSchema),
    saveSiteSettings: (locale: Locale, settings: SiteSettings) =>
      requestJson(options, `${base(locale)}/site-settings/`, siteSettingsSchema, {
        method: 'POST',
        body: settings,
      }),
  };
}

export type AdminApi = ReturnType<typeof adminEndpoints>;
