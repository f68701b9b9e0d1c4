import type { Locale } from '../schemas/language';

/** The admin area's root; the login (`/admin/login`) and the media library (`/admin/media`) have their own routes. */
export const adminRoot = '/admin';
const ownRoutes = /^\/admin\/(?:login|media)(?:\/|$)/;

/** Whether a request path belongs to the admin area's own pages (not the login or media library). */
export function isAdminPath(pathname: string): boolean {
  return (
    (pathname === adminRoot || pathname.startsWith(`${adminRoot}/`)) && !ownRoutes.test(pathname)
  );
}

export type AdminRouting =
  /** No editor session: to the login, back here afterwards (DESIGN.md 9). */
  | { kind: 'login'; location: string }
  /** The admin page in `locale`: the host's `/admin/{locale}/...` route. */
  | { kind: 'page'; rewrite: string };

/**
 * Issue 15 / DESIGN.md 9: where an admin request goes. Without a session cookie the login
 * page (`?next=` the requested admin path); with one, the page in the admin language: `?lang=`,
 * else `preferred` (the browser's, as the login page chooses it).
 */
export function adminRouting(
  pathname: string,
  search: string,
  hasSession: boolean,
  preferred: Locale,
): AdminRouting {
  const params = new URLSearchParams(search);
  const lang = params.get('lang');
  const locale: Locale = lang === 'en' || lang === 'de' ? lang : preferred;
  const rest = pathname.slice(adminRoot.length).replace(/\/+$/, '');
  if (!hasSession) {
    const next = `${adminRoot}${rest}${search}`;
    return {
      kind: 'login',
      location: `${adminRoot}/login?next=${encodeURIComponent(next)}&lang=${locale}`,
    };
  }
  params.delete('lang');
  params.set('lang', locale);
  return { kind: 'page', rewrite: `${adminRoot}/${locale}${rest}?${params.toString()}` };
}

/** A site path whose visitor page is gone may have a stored redirect (`/pageeditor-api/redirect/{path}`). */
export interface RedirectLookup {
  pageEditor: { redirect(locale: Locale, path: string): Promise<{ new_path: string }> };
}

/**
 * Issue 15: the permanent redirect of a path a renamed slug left behind (`/de/neuigkeiten/alt/5`),
 * or null (none stored, or the lookup failed, which spec 8 ignores). Only site paths and http(s)
 * URLs are followed.
 */
export async function storedRedirect(
  client: RedirectLookup,
  locale: Locale,
  path: string,
): Promise<string | null> {
  try {
    const target = (await client.pageEditor.redirect(locale, path)).new_path;
    return /^\/(?![/\\])/.test(target) || /^https?:\/\//i.test(target) ? target : null;
  } catch {
    return null;
  }
}
