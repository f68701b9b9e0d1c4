import type { AdminApi } from '@aula/api-client';
import { adminPath, type AdminEntityTarget, type AdminScreen, type Locale } from '@aula/routing';
import { createContext, useContext } from 'react';
import type { FormText } from '../forms/form-text';

/** What every admin screen shares: the admin language, its texts, the admin API and its links. */
export interface AdminContextValue {
  locale: Locale;
  text: FormText;
  api: AdminApi;
  /** The path of the screen shown below `/admin/` in segments (`[]`: the dashboard). */
  path: readonly string[];
  /** An admin screen or entity page (`@aula/routing`'s admin paths) as a link in the admin language. */
  href(target: AdminScreen | AdminEntityTarget, query?: Record<string, string | undefined>): string;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

/** The context of the enclosing `AdminApp` (or a story's `AdminHarness`). */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('An admin screen must be rendered inside <AdminProvider>.');
  return value;
}

/** The admin's links: `/admin/{path}?lang={locale}&...` (DESIGN.md 9). */
export function adminHref(locale: Locale) {
  return (
    target: AdminScreen | AdminEntityTarget,
    query: Record<string, string | undefined> = {},
  ) => {
    const params = new URLSearchParams({ lang: locale });
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    return `${adminPath(target)}?${params.toString()}`;
  };
}
