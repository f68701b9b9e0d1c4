'use client';

import type { BreakingNewsItem, MicrositesFooter, Navigation } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import {
  ChromeStateProvider,
  copyWithoutSoftHyphens,
  LinkProvider,
  registerServiceWorker,
} from '@aula/ui';
import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback, useEffect } from 'react';
import { NextLink } from '@web/links/NextLink';
import { ChromeConsent } from '@web/chrome/ChromeConsent/ChromeConsent';
import { ChromeLayout } from '@web/chrome/ChromeLayout/ChromeLayout';
import type { TrackingIds } from '@web/chrome/tracking-ids';

export interface SiteChromeProps {
  locale: Locale;
  /** `pageEditor.nav`: the menu and the footer lists (empty when it failed to load). */
  navigation: Navigation;
  /** The active breaking-news items (empty when none or when loading failed). */
  breakingNews: BreakingNewsItem[];
  /** The footer variant of the microsites. */
  microsites: MicrositesFooter;
  /** The tracking scripts' ids; without them consent loads nothing. */
  tracking: TrackingIds;
  /** The header's language switch for the page (the layout's `languages` slot). */
  languageSwitch?: ReactNode;
  children?: ReactNode;
}

/**
 * spec 2: the site chrome of the default layout on the client: its state (the chrome store of `@aula/ui`), the router's links
 * with prefetch on idle, consent (also for the blocks' external media), the layout itself, the
 * service worker, and copies of hyphenated headings without their soft hyphens.
 */
export function SiteChrome({ locale, tracking, children, ...data }: SiteChromeProps) {
  const router = useRouter();
  const prefetch = useCallback((target: string) => router.prefetch(target), [router]);
  useEffect(() => {
    void registerServiceWorker();
    return copyWithoutSoftHyphens();
  }, []);
  return (
    <ChromeStateProvider>
      <LinkProvider Link={NextLink} prefetch={prefetch}>
        <ChromeConsent locale={locale} tracking={tracking}>
          <ChromeLayout locale={locale} {...data}>
            {children}
          </ChromeLayout>
        </ChromeConsent>
      </LinkProvider>
    </ChromeStateProvider>
  );
}
