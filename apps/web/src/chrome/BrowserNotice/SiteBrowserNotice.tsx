'use client';

import type { Locale } from '@aula/routing';
import { BrowserNotice } from '@aula/ui';

/** spec 8: the notice for browsers older than the build's targets, on every page (see `BrowserNotice`). */
export function SiteBrowserNotice({ locale }: { locale: Locale }) {
  return <BrowserNotice locale={locale} />;
}
