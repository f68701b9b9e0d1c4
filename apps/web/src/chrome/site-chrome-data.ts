import type { ApiClient, BreakingNewsItem, MicrositesFooter, Navigation } from '@aula/api-client';
import type { Locale } from '@aula/routing';

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
    log(`[chrome] loading ${what} failed`, error);
    return empty;
  }
}

/**
 * spec 2, 8: the navigation, the breaking news and the footer's microsites, loaded in parallel.
 * A failure is logged and yields empty data: the page still renders, nothing is shown of it.
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
