import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * Whether `value` is a path on this site: it starts with one `/` and never `//host` or
 * `/\host`, which browsers read as another origin. Redirect targets, the way back after a
 * login or an edit-mode switch and stored redirects are only followed when this holds.
 */
export function isSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/** `value` when it is a path on this site (see `isSitePath`), else `fallback` (the home page by default). */
export function sitePathOr(value: string | null | undefined, fallback = '/'): string {
  return isSitePath(value) ? value : fallback;
}

/** The language of a site path by its first segment (`/en/news?x` is English), German when it names none. */
export function localeOfPath(path: string): Locale {
  const first = path.split(/[/?#]/)[1];
  return isLocale(first) ? first : defaultLocale;
}
