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

/**
 * DESIGN.md 9: the groups of the admin navigation, in their order. An entity belongs to the group
 * of its spec 7 app (the first segment of its path, `news` in `news/news`), so the entity list
 * itself stays the only list of entities; the own screens are placed here once.
 */
export const adminGroups = {
  content: { apps: ['news', 'events', 'press', 'persons', 'downloads'], screens: [] },
  study: { apps: ['study', 'application'], screens: [] },
  home: { apps: ['home'], screens: [] },
  site: {
    apps: ['microsites', 'redirects'],
    screens: ['navigation', 'newsletter', 'siteSettings'],
  },
  media: { apps: [], screens: ['mediaLibrary'] },
} as const satisfies Record<
  string,
  { apps: readonly string[]; screens: readonly Exclude<AdminScreen, 'dashboard' | 'login'>[] }
>;

export type AdminGroup = keyof typeof adminGroups;

/** The own screens the navigation groups (all but the dashboard and the login). */
export type AdminGroupedScreen = (typeof adminGroups)[AdminGroup]['screens'][number];

/** The group of an entity path (`app/model`); an app no group names is content. */
export function adminGroupOf(entityPath: string): AdminGroup {
  const app = entityPath.split('/').find(Boolean) ?? '';
  return groupWith(({ apps }) => (apps as readonly string[]).includes(app)) ?? 'content';
}

const groupWith = (test: (group: (typeof adminGroups)[AdminGroup]) => boolean) =>
  (Object.keys(adminGroups) as AdminGroup[]).find((name) => test(adminGroups[name]));

/** One group of the admin navigation: its entities' list pages, then its own screens. */
export interface AdminNavGroup {
  group: AdminGroup;
  items: (AdminEntityTarget | AdminGroupedScreen)[];
}

/**
 * DESIGN.md 9: the admin navigation from the entity paths (in the order given) and the groups'
 * screens; groups without an item are left out.
 */
export function adminNavGroups(entityPaths: readonly string[]): AdminNavGroup[] {
  return Object.entries(adminGroups)
    .map(([group, { screens }]) => ({
      group: group as AdminGroup,
      items: [
        ...entityPaths
          .filter((path) => adminGroupOf(path) === group)
          .map((entity): AdminEntityTarget => ({ entity })),
        ...screens,
      ],
    }))
    .filter(({ items }) => items.length > 0);
}

/** The group of an own screen (none for the dashboard and the login). */
export function adminScreenGroup(screen: AdminScreen): AdminGroup | undefined {
  return groupWith(({ screens }) => (screens as readonly AdminScreen[]).includes(screen));
}

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
