'use client';

import { languageUrls, type Locale } from '@aula/routing';
import { LanguageSwitch } from '@aula/ui';
import { usePathname } from 'next/navigation';

interface HeaderLanguagesProps {
  locale: Locale;
  /** The page's own address in each language, where the server knows it (entity slugs, page `urls`, search `q`). */
  urls: Record<Locale, string> | null;
}

/**
 * spec 2: the header's language switch. It leads to the same page in the other language: the
 * server's `urls` where the page knows them, else the same screen of the route table.
 */
export function HeaderLanguages({ locale, urls }: HeaderLanguagesProps) {
  const pathname = usePathname();
  return <LanguageSwitch locale={locale} urls={urls ?? languageUrls(pathname)} />;
}
