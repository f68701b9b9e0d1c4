import type { Locale } from '@aula/routing';
import type { Context } from 'hono';

/** Route parameter pattern for the locale prefix: anything else is not a route (404). */
export const localeParam = ':locale{de|en}';

/** An `{id}` path segment: at most 9 digits, so it always fits a PostgreSQL `integer` (a longer one is simply not found). */
export const idParam = ':id{[0-9]{1,9}}';

/** The per-language column of a bilingual field, typed for Kysely. */
export function localized<Base extends string>(base: Base, locale: Locale): `${Base}_${Locale}` {
  return `${base}_${locale}`;
}

/** The locale of a request under `/${localeParam}` (the pattern admits only de and en). */
export function localeOf(c: Context): Locale {
  return c.req.param('locale') === 'en' ? 'en' : 'de';
}

/** A bilingual row's value in `locale`. */
export function pick<Row, Base extends string>(
  row: Row & Record<`${Base}_de` | `${Base}_en`, string>,
  base: Base,
  locale: Locale,
): string {
  return row[`${base}_${locale}`];
}
