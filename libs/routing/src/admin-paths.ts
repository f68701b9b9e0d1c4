import type { Locale } from './locales';

/** DESIGN.md 9: the admin area's root. Its paths carry no language prefix: the language is `?lang=`. */
export const adminRoot = '/admin';

/**
 * DESIGN.md 9: the admin area's own screens, below `adminRoot`; an entity's list, add and change
 * pages follow spec 7's `{app}/{model}/` (see `adminPath`). The login and the media library are
 * routes of their own, outside the admin app.
 */
export const adminScreens = {
  dashboard: '',
  login: 'login',
  mediaLibrary: 'media',
  navigation: 'navigation',
  newsletter: 'newsletter',
  siteSettings: 'site-settings',
} as const;

export type AdminScreen = keyof typeof adminScreens;

/** An entity's pages: its list, `add`, or the change page of an id (`entity` is `app/model`). */
export interface AdminEntityTarget {
  entity: string;
  id?: number | 'add';
}

/** The path of an admin screen or entity page, without a trailing slash or query. */
export function adminPath(target: AdminScreen | AdminEntityTarget): string {
  const segments =
    typeof target === 'string'
      ? [adminScreens[target]]
      : [target.entity, target.id ?? '', typeof target.id === 'number' ? 'change' : ''];
  const below = segments
    .flatMap((segment) => String(segment).split('/'))
    .filter(Boolean)
    .join('/');
  return below ? `${adminRoot}/${below}` : adminRoot;
}

const ownRoutes = /* @__PURE__ */ new RegExp(
  `^${adminRoot}/(?:${adminScreens.login}|${adminScreens.mediaLibrary})(?:/|$)`,
);

/** Whether a request path belongs to the admin app's pages (not the login or media library). */
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
 * DESIGN.md 9: where an admin request goes. Without a session cookie the login page (`?next=`
 * the requested admin path); with one, the page in the admin language: `?lang=`, else
 * `preferred` (the browser's, as the login page chooses it).
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
      location: `${adminPath('login')}?next=${encodeURIComponent(next)}&lang=${locale}`,
    };
  }
  params.delete('lang');
  params.set('lang', locale);
  return { kind: 'page', rewrite: `${adminRoot}/${locale}${rest}?${params.toString()}` };
}
