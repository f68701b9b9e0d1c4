import { loadSiteChromeData } from '@aula/host';
import { defaultLocale, isLocale } from '@aula/routing';
import type { ReactNode } from 'react';
import { SiteChrome } from '@web/chrome/SiteChrome/SiteChrome';
import { trackingIds } from '@web/chrome/tracking-ids';
import { cacheTags } from '@web/content/cache-tags';
import { missingOrDegraded } from '@web/content/lost-data';
import { visitorApi } from '@web/content/visitor-api';
import { EditorMount } from '@web/features/editor-shell/EditorMount';

/**
 * DESIGN.md 5: visitor pages live in the full-route cache and an edit drops them at once by tag.
 * A page is also rendered again in the background at most every 5 minutes (`contentRefreshSeconds`;
 * segment config must be a literal), so what changes with time alone and a section that failed
 * to load (and was left out, spec 8) come back by themselves; while the content API is down the
 * last good page keeps being served.
 */
export const revalidate = 300;

interface SiteLayoutProps {
  children: ReactNode;
  /** spec 2: the header's language switch for the page (`@languages`: the page's own address in each language). */
  languages: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * spec 2: the default layout of every screen: the chrome of `@aula/ui` (skip link, breaking
 * news, header with menu and search, footer...) around the page, with the navigation, breaking
 * news and microsites loaded here; a failed load shows the chrome without that data (spec 8).
 */
export default async function SiteLayout({ children, languages, params }: SiteLayoutProps) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  // The chrome's data is the same for every visitor: cached under its list tags like any page data.
  const chromeTags = (['navigation', 'breaking-news', 'microsite'] as const).map(cacheTags.list);
  // A 404 is "nothing to show"; a failing API abandons the render (never cached without its
  // chrome).
  const data = await loadSiteChromeData(visitorApi(chromeTags), locale, (error, what) =>
    missingOrDegraded(error, `[chrome] loading ${what}`),
  );
  return (
    <>
      <EditorMount locale={locale} />
      <SiteChrome locale={locale} tracking={trackingIds()} languageSwitch={languages} {...data}>
        {children}
      </SiteChrome>
    </>
  );
}
