import { entityByPath, type AdminApi, type AdminListQuery } from '@aula/api-client';
import { adminScreens, type Locale } from '@aula/routing';
import { useAdmin } from './admin-context';
import { AdminProvider } from './AdminProvider';
import { AdminShell } from './AdminShell';
import { Dashboard } from './Dashboard';
import { EntityForm } from './EntityForm';
import { EntityList } from './EntityList';
import { NotFoundState } from './LoadState';
import { NavigationEditor } from './NavigationEditor';
import { SiteSettingsScreen } from './SiteSettingsForm';
import { SubscriptionList } from './SubscriptionList';

export interface AdminAppProps {
  locale: Locale;
  /** The path below `/admin/` in segments (`['news', 'news', '12', 'change']`). */
  path: readonly string[];
  /** The query of the address (list filters, `menu`). */
  query: Record<string, string | undefined>;
  /** The admin API; same origin by default. */
  api?: AdminApi;
}

function NotFound() {
  const { text } = useAdmin();
  return (
    <>
      <h1>{text('admin.notFound')}</h1>
      <NotFoundState />
    </>
  );
}

/**
 * The screen for a path: dashboard, navigation, newsletter, site settings, or an entity's list,
 * add or change page (spec 7 paths).
 */
function Screen({ path, query }: Omit<AdminAppProps, 'locale' | 'api'>) {
  const [app = '', model = '', id, action] = path;
  if (path.length === 0) return <Dashboard />;
  if (path.length === 1 && app === adminScreens.navigation)
    return <NavigationEditor menu={query['menu'] === 'footer' ? 'footer' : 'menu'} />;
  if (path.length === 1 && app === adminScreens.newsletter) return <SubscriptionList />;
  if (path.length === 1 && app === adminScreens.siteSettings) return <SiteSettingsScreen />;
  const entity = entityByPath(`${app}/${model}`);
  if (!entity) return <NotFound />;
  if (path.length === 2) return <EntityList entity={entity} query={query as AdminListQuery} />;
  if (path.length === 3 && id === 'add') return <EntityForm entity={entity} />;
  if (path.length === 4 && action === 'change' && id && /^\d{1,9}$/.test(id))
    return <EntityForm entity={entity} id={Number(id)} />;
  return <NotFound />;
}

/** DESIGN.md 9: the admin area, one client app the host's `/admin/...` route renders. */
export function AdminApp({ locale, path, query, api }: AdminAppProps) {
  const segments = path.filter(Boolean);
  return (
    <AdminProvider locale={locale} {...(api ? { api } : {})}>
      <AdminShell path={segments}>
        <Screen path={segments} query={query} />
      </AdminShell>
    </AdminProvider>
  );
}
