import type { AdminDashboard } from '@aula/api-client';
import type { MessageKey } from '@aula/i18n';
import { useAdmin } from './admin-context';
import { dashboardLists } from './dashboard-links';
import styles from './Dashboard.module.css';

interface Figure {
  count: number;
  label: MessageKey;
  help?: MessageKey;
  list: string;
}

/**
 * DESIGN.md 9: the figures that need an editor, each a link to the list behind it below (the
 * pages, entries, drafts, publications and links it counts).
 */
export function DashboardFigures({ data }: { data: AdminDashboard }) {
  const { text } = useAdmin();
  const figures: Figure[] = [
    {
      count: data.missingTranslations,
      label: 'admin.dashboard.missingTranslations',
      help: 'admin.dashboard.missingTranslations.help',
      list: dashboardLists.translations,
    },
    {
      count: data.entriesUntranslated,
      label: 'admin.dashboard.entriesUntranslated',
      list: dashboardLists.entries,
    },
    {
      count: data.draftsWaiting,
      label: 'admin.dashboard.draftsWaiting',
      list: dashboardLists.drafts,
    },
    {
      count: data.scheduledPublications,
      label: 'admin.dashboard.scheduledPublications',
      list: dashboardLists.scheduled,
    },
    {
      count: data.brokenLinks,
      label: 'admin.dashboard.brokenLinks',
      help: 'admin.dashboard.brokenLinks.help',
      list: dashboardLists.links,
    },
  ];
  return (
    <ul className={styles.figures} aria-label={text('admin.dashboard.figures')}>
      {figures.map((figure) => (
        <li key={figure.list}>
          <a className={styles.figure} href={`#${figure.list}`}>
            <strong className={figure.count > 0 ? styles.pending : undefined}>
              {figure.count}
            </strong>{' '}
            {text(figure.label)}
            {figure.help && <small className={styles.help}>{text(figure.help)}</small>}
          </a>
        </li>
      ))}
    </ul>
  );
}
