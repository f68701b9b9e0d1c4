import { entityDefinitions, type AdminApi, type EntityName } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { DehydratedState } from '@tanstack/react-query';
import { useAdmin } from './admin-context';
import { adminView } from './admin-view';
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
  /**
   * The screen's queries as the server loaded them (`dehydrate` of a query client that prefetched
   * `adminScreenQueries`): the screen renders with its data at once, on the server and in the
   * browser, instead of a loading state.
   */
  prefetched?: DehydratedState;
  /**
   * The server found the entry of this change page missing (the content API's 404, answered with
   * status 404): its "not found" state at once instead of loading the entry again.
   */
  missing?: boolean;
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

/** The change page of an entry that does not exist: its heading and the not-found state. */
function MissingEntry({ entity }: { entity: EntityName }) {
  const { text } = useAdmin();
  return (
    <>
      <h1>{text('admin.form.change', { entity: text(entityDefinitions[entity].label) })}</h1>
      <NotFoundState message={text('admin.entryNotFound')} />
    </>
  );
}

/**
 * The screen for a path: dashboard, navigation, newsletter, site settings, or an entity's list,
 * add or change page (spec 7 paths).
 */
function Screen({ path, query, missing }: Pick<AdminAppProps, 'path' | 'query' | 'missing'>) {
  const view = adminView(path, query);
  if (missing && view.screen === 'change') return <MissingEntry entity={view.entity} />;
  switch (view.screen) {
    case 'dashboard':
      return <Dashboard />;
    case 'navigation':
      return <NavigationEditor menu={view.menu} />;
    case 'newsletter':
      return <SubscriptionList />;
    case 'siteSettings':
      return <SiteSettingsScreen />;
    case 'list':
      return <EntityList entity={view.entity} query={view.query} />;
    case 'add':
      return <EntityForm entity={view.entity} />;
    case 'change':
      // A new entry's first save lands on its change page with `?saved=1` (EntityEditor).
      return <EntityForm entity={view.entity} id={view.id} justCreated={query['saved'] === '1'} />;
    case 'notFound':
      return <NotFound />;
  }
}

/**
 * DESIGN.md 9: the admin area, one app the host's `/admin/...` route renders on the server (with
 * the data it prefetched) and hydrates in the browser.
 */
export function AdminApp({ locale, path, query, prefetched, missing, api }: AdminAppProps) {
  const segments = path.filter(Boolean);
  return (
    <AdminProvider locale={locale} path={segments} api={api} prefetched={prefetched}>
      <AdminShell path={segments}>
        <Screen path={segments} query={query} missing={missing} />
      </AdminShell>
    </AdminProvider>
  );
}
