import type { ApiClient, BreakingNewsItem, MicrositesFooter, Navigation } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { missingOrDegraded } from '../content/lost-data';

/** What the default layout loads for the chrome (spec 2). */
export interface SiteChromeData {
  navigation: Navigation;
  breakingNews: BreakingNewsItem[];
  microsites: MicrositesFooter;
}

const emptyMicrosites: MicrositesFooter = { 'fachbereich-musik': [], 'fachbereich-kunst-und-design': [], 'weitere-themen': [] };

async function orEmpty<T>(what: string, load: () => Promise<T>, empty: T, log: (message: string, error: unknown) => void): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // issue 16.1: a 404 is "nothing to show"; a failing API abandons the render (never cached).
    missingOrDegraded(error, `[chrome] loading ${what}`, log);
    return empty;
  }
}

/**
 * spec 2, 8: the navigation, the breaking news and the footer's microsites, loaded in parallel.
 * A 404 yields empty data; any other failure is logged and abandons the render, so a page
 * without its navigation is never cached (issue 16.1).
 */
export async function loadSiteChromeData(
  api: Pick<ApiClient, 'pageEditor' | 'breakingNews' | 'microsites'>,
  locale: Locale,
  log: (message: string, error: unknown) => void = console.error,
): Promise<SiteChromeData> {
  const [navigation, breakingNews, microsites] = await Promise.all([
    orEmpty('the navigation', () => api.pageEditor.nav(locale), { menu: [], footer: [] }, log),
    orEmpty('the breaking news', () => api.breakingNews(locale), [], log),
    orEmpty('the microsites', () => api.microsites.footer(locale), emptyMicrosites, log),
  ]);
  return { navigation, breakingNews, microsites };
}
