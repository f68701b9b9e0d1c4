import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** React Aria's locale for each site language (dates in day-month order, 24-hour time). */
export const ariaLocales = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<Locale, string>;

/**
 * The page's language for React Aria's own texts and formats (a list's "8 Optionen verfügbar",
 * a date's `17.09.2026`): without it React Aria follows the browser's language, not the page's.
 * Each control that shows them sets it, so it holds in a story and in the editor alike.
 */
export function AriaLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nProvider locale={ariaLocales[locale]}>{children}</I18nProvider>;
}
