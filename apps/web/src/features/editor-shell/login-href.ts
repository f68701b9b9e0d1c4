import type { Locale } from '@aula/routing';

/**
 * The login page at `loginPath` in `locale` that returns to `next` (a path on this site)
 * afterwards. Without the admin route table, so the browser's `?edit` gate takes the path from
 * the server and visitors never load the table (DESIGN.md 5).
 */
export function loginHref(loginPath: string, locale: Locale, next: string): string {
  return `${loginPath}?lang=${locale}&next=${encodeURIComponent(next)}`;
}
