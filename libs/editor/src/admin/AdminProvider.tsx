import { adminEndpoints, type AdminApi } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { AriaLocale } from '../controls/AriaLocale';
import { formText } from '../forms/form-text';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { AdminContext, adminHref, type AdminContextValue } from './admin-context';

export interface AdminProviderProps {
  locale: Locale;
  /** The path of the screen below `/admin/` in segments (none: the dashboard, a story). */
  path?: readonly string[];
  /** The admin API (same origin by default; stories pass an in-memory one). */
  api?: AdminApi;
  /** Queries the server loaded for this screen (`dehydrate`), in the cache from the first render. */
  prefetched?: DehydratedState;
  children: ReactNode;
}

const sameOrigin = adminEndpoints();
const dashboardPath: readonly string[] = [];

/**
 * Provides the admin language, texts, API, the screen's path and links to the admin screens
 * below, and the query client they load and save through (DESIGN.md 8: TanStack Query), with the
 * data the server prefetched (DESIGN.md 9: the admin is server-rendered).
 */
export function AdminProvider({
  locale,
  path = dashboardPath,
  api = sameOrigin,
  prefetched,
  children,
}: AdminProviderProps) {
  const value = useMemo<AdminContextValue>(
    () => ({ locale, api, path, text: formText(locale), href: adminHref(locale) }),
    [locale, api, path],
  );
  return (
    <EditorQueryProvider staleTime={prefetched ? serverDataFresh : 0}>
      <HydrationBoundary state={prefetched}>
        <AdminContext.Provider value={value}>
          <AriaLocale locale={locale}>{children}</AriaLocale>
        </AdminContext.Provider>
      </HydrationBoundary>
    </EditorQueryProvider>
  );
}

/**
 * How long the server's answers count as fresh in the browser: a hydrated screen does not load
 * them again at once (TanStack Query's advice for server rendering: a stale time above 0). Every
 * admin address is its own document, and a save still marks the admin's queries stale at once.
 */
const serverDataFresh = 30_000;
