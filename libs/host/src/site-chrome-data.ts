import type {
  ApiClient,
  BreakingNewsItem,
  Locale,
  MicrositesFooter,
  Navigation,
} from '@aula/api-client';

/** What the default layout loads for the chrome (spec 2). */
export interface SiteChromeData {
  navigation: Navigation;
  breakingNews: BreakingNewsItem[];
  microsites: MicrositesFooter;
}

const emptyMicrosites: MicrositesFooter = {
  'fachbereich-musik': [],
  'fachbereich-kunst-und-design': [],
  'weitere-themen': [],
};

/**
 * spec 2, 8: the navigation, the breaking news and the footer's microsites, loaded in parallel.
 * A part that fails is handed to `failed` with what it was (`the navigation`...), which may
 * throw to abandon the render (a host that must not cache a page without its navigation) or
 * return to show the page with that part empty.
 */
export async function loadSiteChromeData(
  api: Pick<ApiClient, 'pageEditor' | 'breakingNews' | 'microsites'>,
  locale: Locale,
  failed: (error: unknown, what: string) => void,
): Promise<SiteChromeData> {
  const orEmpty = <T>(what: string, load: () => Promise<T>, empty: T) =>
    load().catch((error: unknown) => {
      failed(error, what);
      return empty;
    });
  const [navigation, breakingNews, microsites] = await Promise.all([
    orEmpty('the navigation', () => api.pageEditor.nav(locale), { menu: [], footer: [] }),
    orEmpty('the breaking news', () => api.breakingNews(locale), []),
    orEmpty('the microsites', () => api.microsites.footer(locale), emptyMicrosites),
  ]);
  return { navigation, breakingNews, microsites };
}
