'use client';

import type { ApiClient, BreakingNewsItem, MicrositesFooter, Navigation } from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import {
  BreakingNews,
  DefaultLayout,
  Footer,
  Header,
  SearchBox,
  startNavigationAtom,
  useSetChromeAtom,
} from '@aula/ui';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, Suspense, useCallback } from 'react';
import { campusPortalUrl, relatedWebsites, socialLinks } from '@web/chrome/footer-links';
import { HeaderLanguages } from '@web/features/languages/HeaderLanguages';
import { NavigationLoadingBar } from '@web/chrome/NavigationLoadingBar/NavigationLoadingBar';
import {
  PageHeaderBehaviourProvider,
  usePageHeaderBehaviour,
} from '@web/chrome/PageHeaderBehaviour/PageHeaderBehaviour';

export interface ChromeLayoutProps {
  locale: Locale;
  navigation: Navigation;
  breakingNews: BreakingNewsItem[];
  microsites: MicrositesFooter;
  /** The header's language switch, rendered on the server for the page (the layout's `languages` slot). */
  languageSwitch?: ReactNode;
  children?: ReactNode;
}

/**
 * Same-origin calls from the browser: the proxy forwards `/{locale}/api/` to the content API.
 * DESIGN.md 5: the client (and its schemas) loads with the first suggestion asked for, not with
 * every page.
 */
let browserApi: Promise<ApiClient> | undefined;
function loadBrowserApi(): Promise<ApiClient> {
  browserApi ??= import('@aula/api-client').then(
    ({ createClient }) => createClient(),
    (error: unknown) => {
      browserApi = undefined; // a failed chunk load is tried again with the next suggestion
      throw error;
    },
  );
  return browserApi;
}

/**
 * spec 2: the default layout with its parts: breaking news, the header (hides, resizes or stays on
 * scroll as the page says through `PageHeaderBehaviour`; language switch for the current path,
 * search), the footer and the navigation's loading bar.
 */
export function ChromeLayout({
  locale,
  navigation,
  breakingNews,
  microsites,
  languageSwitch,
  children,
}: ChromeLayoutProps) {
  const pathname = usePathname();
  const router = useRouter();
  const startLoading = useSetChromeAtom(startNavigationAtom);
  // spec 2: the page's header behaviour (its setting, else the site's), else the site's default
  // (the navigation answer carries it), else 'hide'.
  const [pageBehaviour, setPageBehaviour] = usePageHeaderBehaviour();
  const fetchSuggestions = useCallback(
    // spec 1: suggestions with their type and, for events, their date.
    async (query: string) => (await loadBrowserApi()).search.suggestions(locale, query),
    [locale],
  );
  const onSubmit = useCallback(
    (query: string) => {
      const target = `${href('search', locale)}?q=${encodeURIComponent(query)}`;
      // The same search again does not navigate: no loading bar that would never finish.
      if (target !== `${window.location.pathname}${window.location.search}`) startLoading();
      router.push(target);
    },
    [locale, router, startLoading],
  );

  return (
    <DefaultLayout
      locale={locale}
      path={pathname}
      breakingNews={<BreakingNews locale={locale} items={breakingNews} />}
      header={
        <Header
          locale={locale}
          behaviour={pageBehaviour ?? navigation.header_behaviour ?? 'hide'}
          languageSwitch={languageSwitch ?? <HeaderLanguages locale={locale} urls={null} />}
          menu={navigation.menu}
          currentPath={pathname}
          search={
            <SearchBox locale={locale} fetchSuggestions={fetchSuggestions} onSubmit={onSubmit} />
          }
        />
      }
      footer={
        <Footer
          locale={locale}
          navigation={navigation.footer}
          campusPortalUrl={campusPortalUrl}
          socialLinks={socialLinks}
          microsites={microsites}
          relatedWebsites={relatedWebsites(locale)}
        />
      }
      overlays={
        <Suspense fallback={null}>
          <NavigationLoadingBar locale={locale} />
        </Suspense>
      }
    >
      <PageHeaderBehaviourProvider set={setPageBehaviour}>{children}</PageHeaderBehaviourProvider>
    </DefaultLayout>
  );
}
