import type { DashboardChange } from '@aula/api-client';
import { formatDateTime } from '@aula/i18n';
import { useAdmin } from './admin-context';
import { editOnSite, entityOfPath } from './dashboard-links';
import styles from './Dashboard.module.css';

/** Where a change is seen or edited: its page on the site, or the entry's change page. */
function useChangeLink(change: DashboardChange): { href: string | null; kind: string } {
  const { text, href } = useAdmin();
  if (change.kind !== 'entity')
    return {
      href: change.url ? editOnSite(change.url) : null,
      kind: text(
        change.kind === 'section' ? 'admin.dashboard.kind.section' : 'admin.dashboard.kind.page',
      ),
    };
  const definition = entityOfPath(change.entity);
  return definition
    ? { href: href({ entity: definition.path, id: change.id }), kind: text(definition.label) }
    : { href: null, kind: change.entity };
}

function RecentChange({ change }: { change: DashboardChange }) {
  const { text } = useAdmin();
  const link = useChangeLink(change);
  const title = change.title || `#${change.id}`;
  return (
    <li className={styles.item} data-change-kind={change.kind}>
      {link.href ? <a href={link.href}>{title}</a> : <span>{title}</span>}
      <span className={styles.meta}>
        {link.kind}
        {change.locale && ` (${change.locale.toUpperCase()})`} ·{' '}
        <time dateTime={change.created_at}>{formatDateTime(change.created_at)}</time>
        {change.user && ` · ${text('admin.dashboard.by', { user: change.user })}`}
      </span>
    </li>
  );
}

/** DESIGN.md 9: the latest changes to sections, pages and entries, newest first. */
export function DashboardRecent({ recent }: { recent: readonly DashboardChange[] }) {
  const { text } = useAdmin();
  return (
    <section className={styles.list} aria-labelledby="dashboard-recent">
      <h2 id="dashboard-recent">{text('admin.dashboard.recent')}</h2>
      {recent.length === 0 ? (
        <p className={styles.empty}>{text('admin.dashboard.noRecent')}</p>
      ) : (
        <ul className={styles.items}>
          {recent.map((change, index) => (
            <RecentChange
              key={`${change.kind}-${change.entity}-${change.id}-${index}`}
              change={change}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
