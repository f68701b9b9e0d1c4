import { adminDashboardQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useAdmin } from './admin-context';
import { DashboardFigures } from './DashboardFigures';
import { DashboardLists } from './DashboardLists';
import { DashboardRecent } from './DashboardRecent';
import { LoadState } from './LoadState';
import styles from './Dashboard.module.css';

/**
 * DESIGN.md 9: the admin's start: the figures that need an editor (missing translations counted
 * as the toolbar counts them, entries not translated, drafts waiting, scheduled publications,
 * broken links), each linking to the list behind it, and the latest changes with who and when.
 */
export function Dashboard() {
  const { api, locale, text } = useAdmin();
  const query = useQuery(adminDashboardQuery(api, locale));
  return (
    <>
      <h1>{text('admin.nav.dashboard')}</h1>
      <LoadState query={query}>
        {(data) => (
          <div className={styles.dashboard}>
            <DashboardFigures data={data} />
            <DashboardRecent recent={data.recent} />
            <DashboardLists data={data} />
          </div>
        )}
      </LoadState>
    </>
  );
}
