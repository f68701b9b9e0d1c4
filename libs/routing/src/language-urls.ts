import { alternates } from './alternates';
import { href } from './href';
import { defaultLocale, isLocale, type Locale, otherLocale } from './locales';
import { match, type ScreenMatch } from './match';
import type { ScreenId } from './route-table';

function screenUrls<S extends ScreenId>(target: ScreenMatch<S>): Record<Locale, string> {
  const { languages } = alternates<S>(target);
  return { de: languages.de, en: languages.en };
}

/**
 * spec 2 (language switch): the same page in each language, computed from the current path.
 * A screen of the route table keeps its screen and parameters; anything else (a content-managed
 * page, whose slug differs per language) falls back to the other language's home page. Pages
 * with entity slugs or their own `urls` pass those instead (the host's language switch).
 */
export function languageUrls(pathname: string): Record<Locale, string> {
  const result = match(pathname);
  if (result.kind === 'screen') return screenUrls(result);
  const first = pathname.split('/')[1];
  const locale: Locale = isLocale(first) ? first : defaultLocale;
  const urls = { de: href('home', 'de'), en: href('home', 'en') };
  return {
    ...urls,
    [locale]: pathname || href('home', locale),
    [otherLocale(locale)]: href('home', otherLocale(locale)),
  };
}
