import { defaultLocale, isLocale, type Locale } from '@aula/routing';

/**
 * The login page's language: `?lang=` when it names one, else the browser's first language
 * among de and en (`Accept-Language`, in order of preference), else German.
 */
export function loginLocale(lang: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(lang)) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => isLocale(entry.language));
  return found && isLocale(found.language) ? found.language : defaultLocale;
}
