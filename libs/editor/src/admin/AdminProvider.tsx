import { adminEndpoints, type AdminApi } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useMemo, type ReactNode } from 'react';
import { formText } from '../forms/form-text';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { AdminContext, adminHref, type AdminContextValue } from './admin-context';

export interface AdminProviderProps {
  locale: Locale;
  /** The admin API (same origin by default; stories pass an in-memory one). */
  api?: AdminApi;
  children: ReactNode;
}

const sameOrigin = adminEndpoints();

/**
 * Provides the admin language, texts, API and links to the admin screens below, and the query
 * client they load and save through (DESIGN.md 8: TanStack Query).
 */
export function AdminProvider({ locale, api = sameOrigin, children }: AdminProviderProps) {
  const value = useMemo<AdminContextValue>(
    () => ({ locale, api, text: formText(locale), href: adminHref(locale) }),
    [locale, api],
  );
  return (
    <EditorQueryProvider>
      <AdminContext.Provider value={value}>{children}</AdminContext.Provider>
    </EditorQueryProvider>
  );
}
