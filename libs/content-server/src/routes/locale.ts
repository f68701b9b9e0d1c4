import type { Locale } from '@aula/routing';

/** Route parameter pattern for the locale prefix: anything else is not a route (404). */
export const localeParam = ':locale{de|en}';

/** The per-language column of a bilingual field, typed for Kysely. */
export function localized<Base extends string>(base: Base, locale: Locale): `${Base}_${Locale}` {
  return `${base}_${locale}`;
}
