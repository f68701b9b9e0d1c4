import type { Locale } from '../locales';

/** spec 2: the `og:locale` value of each language of the site. */
export const ogLocale = { de: 'de_DE', en: 'en_GB' } as const satisfies Record<Locale, string>;
