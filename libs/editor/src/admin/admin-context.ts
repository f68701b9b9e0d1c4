import type { AdminApi } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { createContext, useContext } from 'react';
import type { FormText } from '../forms/form-text';

/** What every admin screen shares: the admin language, its texts, the admin API and its links. */
export interface AdminContextValue {
  locale: Locale;
  text: FormText;
  api: AdminApi;
  /** An admin path (`news/news`) as a link in the current admin language. */
  href(path: string, query?: Record<string, string | undefined>): string;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

/** The context of the enclosing `AdminApp` (or a story's `AdminHarness`). */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('An admin screen must be rendered inside <AdminProvider>.');
  return value;
}

/** The admin's links: `/admin/{path}?lang={locale}&...`. */
export function adminHref(locale: Locale) {
  return (path: string, query: Record<string, string | undefined> = {}) => {
    const params = new URLSearchParams({ lang: locale });
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    return `/admin${path ? `/${path.replace(/^\/+|\/+$/g, '')}` : ''}?${params.toString()}`;
  };
}
