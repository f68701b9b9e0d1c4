import { entityByPath, entityDefinitions } from '@aula/api-client';
import {
  adminGroupOf,
  adminGroups,
  adminScreenGroup,
  adminScreens,
  type AdminEntityTarget,
  type AdminGroupedScreen,
} from '@aula/routing';
import type { AdminContextValue } from './admin-context';

/** One step of the breadcrumbs: a link, a group (a name only) or the current page. */
export interface Crumb {
  label: string;
  href?: string;
  current?: boolean;
}

type Links = Pick<AdminContextValue, 'text' | 'href'>;

const groupedScreens: readonly AdminGroupedScreen[] = Object.values(adminGroups).flatMap(
  ({ screens }) => screens,
);

/** The name of a navigation item: an entity's plural label or an own screen's. */
export function itemLabel(
  item: AdminEntityTarget | AdminGroupedScreen,
  { text }: Pick<Links, 'text'>,
) {
  if (typeof item === 'string') return text(`admin.nav.${item}`);
  const entity = entityByPath(item.entity);
  return entity ? text(entityDefinitions[entity].labelPlural) : item.entity;
}

/**
 * DESIGN.md 9: the breadcrumbs of an admin path (its segments below `/admin/`): Dashboard / group
 * / list / entry. The last step is the current page; a group is a name, not a page of its own.
 */
export function adminTrail(path: readonly string[], links: Links): Crumb[] {
  const { text, href } = links;
  const [app = '', model = '', id, action] = path.filter(Boolean);
  const dashboard: Crumb = { label: text('admin.nav.dashboard'), href: href('dashboard') };
  if (!app) return [{ ...dashboard, current: true }];
  const screen = groupedScreens.find((candidate) => adminScreens[candidate] === app);
  const screenGroup = screen && path.length === 1 && adminScreenGroup(screen);
  if (screen && screenGroup)
    return [
      dashboard,
      { label: text(`admin.group.${screenGroup}`) },
      { label: itemLabel(screen, links), current: true },
    ];
  const entity = entityByPath(`${app}/${model}`);
  const notFound: Crumb = { label: text('admin.notFound'), current: true };
  if (!entity) return [dashboard, notFound];
  const { path: entityPath, labelPlural } = entityDefinitions[entity];
  const group: Crumb = { label: text(`admin.group.${adminGroupOf(entityPath)}`) };
  const list: Crumb = { label: text(labelPlural), href: href({ entity: entityPath }) };
  if (id === undefined) return [dashboard, group, { ...list, current: true }];
  if (id === 'add' && action === undefined)
    return [dashboard, group, list, { label: text('admin.crumb.new'), current: true }];
  if (action === 'change' && /^\d{1,9}$/.test(id))
    return [dashboard, group, list, { label: text('admin.crumb.entry', { id }), current: true }];
  return [dashboard, group, list, notFound];
}
