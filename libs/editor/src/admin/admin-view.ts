import { entityByPath, type AdminListQuery, type EntityName } from '@aula/api-client';
import { adminScreens } from '@aula/routing';

/** What an admin address shows (DESIGN.md 9, spec 7 paths): a screen and what it is about. */
export type AdminView =
  | { screen: 'dashboard' }
  | { screen: 'navigation'; menu: 'menu' | 'footer' }
  | { screen: 'newsletter' }
  | { screen: 'siteSettings' }
  | { screen: 'list'; entity: EntityName; query: AdminListQuery }
  | { screen: 'add'; entity: EntityName }
  | { screen: 'change'; entity: EntityName; id: number }
  | { screen: 'notFound' };

/**
 * The view of the path below `/admin/` (`['news', 'news', '12', 'change']`) and its query: read
 * once, by the admin app that shows it and by the host that loads its data first.
 */
export function adminView(
  path: readonly string[],
  query: Readonly<Record<string, string | undefined>>,
): AdminView {
  const segments = path.filter(Boolean);
  const [app = '', model = '', id, action] = segments;
  if (segments.length === 0) return { screen: 'dashboard' };
  if (segments.length === 1 && app === adminScreens.navigation)
    return { screen: 'navigation', menu: query['menu'] === 'footer' ? 'footer' : 'menu' };
  if (segments.length === 1 && app === adminScreens.newsletter) return { screen: 'newsletter' };
  if (segments.length === 1 && app === adminScreens.siteSettings) return { screen: 'siteSettings' };
  const entity = entityByPath(`${app}/${model}`);
  if (!entity) return { screen: 'notFound' };
  if (segments.length === 2) return { screen: 'list', entity, query: query as AdminListQuery };
  if (segments.length === 3 && id === 'add') return { screen: 'add', entity };
  if (segments.length === 4 && action === 'change' && id && /^\d{1,9}$/.test(id))
    return { screen: 'change', entity, id: Number(id) };
  return { screen: 'notFound' };
}
