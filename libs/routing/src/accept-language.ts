import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * spec 9: the language of the root redirect, from an `Accept-Language` header. The site's
 * language the visitor weights highest wins (ties go to the earlier entry); without one, de.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (typeof header !== 'string') return defaultLocale;
  let best: { locale: Locale; quality: number } | null = null;
  // A header is short; cutting it keeps a hostile one from costing time.
  for (const entry of header.slice(0, 1000).split(',')) {
    const [tag = '', ...parameters] = entry.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qualityParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (!(quality > 0)) continue;
    if (!best || quality > best.quality) best = { locale: language, quality };
  }
  return best?.locale ?? defaultLocale;
}
