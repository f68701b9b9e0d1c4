import { defaultLocale, isLocale, type Locale } from '@aula/routing';

/**
 * The request header by which the proxy tells the global not-found page its language. The
 * proxy always sets it itself, so a visitor cannot choose it.
 */
export const notFoundLocaleHeader = 'x-aula-not-found-locale';

/**
 * The internal path the proxy rewrites hard 404s to (unknown languages, `/{locale}/404`). It
 * matches no app route, so Next.js answers 404 with `app/global-not-found.tsx`, which (unlike a
 * `notFound()` thrown by a dynamic page) is rendered on the server.
 */
export const globalNotFoundPath = '/_aula/not-found';

/** The language of the global not-found page from the proxy's header; German if missing. */
export function notFoundLocale(value: string | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}
