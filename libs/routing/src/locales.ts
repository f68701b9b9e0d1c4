/** spec 1, 9: the languages of the site; de is the default. Every route needs the prefix. */
export const locales = ['de', 'en'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The other language of the site (there are exactly two). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'de' ? 'en' : 'de';
}
