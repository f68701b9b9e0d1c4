import type { AdminDashboard, DashboardEntry, DashboardPublishing } from '@aula/api-client';
import { formatDateTime } from '@aula/i18n';
import { languageName } from '../translation/language-name';
import { countLines } from '../translation/translation-summary';
import { useAdmin } from './admin-context';
import { dashboardLists, editOnSite, entityOfPath } from './dashboard-links';
import { DashboardList } from './DashboardList';
import styles from './Dashboard.module.css';

type Gap = AdminDashboard['translationGaps'][number];

function SiteLink({ title, url }: { title: string; url: string | null }) {
  const { text } = useAdmin();
  if (url) return <a href={editOnSite(url)}>{title}</a>;
  return <span>{text('admin.dashboard.slot', { slug: title })}</span>;
}

function GapItem({ gap }: { gap: Gap }) {
  const { locale } = useAdmin();
  return (
    <>
      <SiteLink title={gap.title} url={gap.url} />
      <span className={styles.meta}>{countLines(locale, gap).join(' · ')}</span>
    </>
  );
}

function EntryItem({ entry, detail }: { entry: DashboardEntry; detail: string }) {
  const { text, href } = useAdmin();
  const definition = entityOfPath(entry.entity);
  const title = entry.title || `#${entry.id}`;
  return (
    <>
      {definition ? <a href={href({ entity: definition.path, id: entry.id })}>{title}</a> : title}
      <span className={styles.meta}>
        {definition ? text(definition.label) : entry.entity} · {detail}
      </span>
    </>
  );
}

function PublishingItem({ item, when }: { item: DashboardPublishing; when: 'draft' | 'due' }) {
  const { text, locale } = useAdmin();
  const date = formatDateTime(item.at);
  return (
    <>
      <SiteLink title={item.title} url={item.url} />
      <span className={styles.meta}>
        {text('admin.dashboard.language', { language: languageName(locale, item.locale) })} ·{' '}
        {text(when === 'draft' ? 'admin.dashboard.draftSaved' : 'admin.dashboard.due', { date })}
        {item.user && ` · ${text('admin.dashboard.by', { user: item.user })}`}
      </span>
    </>
  );
}

/** DESIGN.md 9: the lists behind the dashboard's figures, each where its figure links to. */
export function DashboardLists({ data }: { data: AdminDashboard }) {
  const { text } = useAdmin();
  return (
    <>
      <DashboardList
        id={dashboardLists.translations}
        title="admin.dashboard.missingTranslations"
        count={data.missingTranslations}
        items={data.translationGaps}
      >
        {(gap) => <GapItem gap={gap} />}
      </DashboardList>
      <DashboardList
        id={dashboardLists.entries}
        title="admin.dashboard.entriesUntranslated"
        count={data.entriesUntranslated}
        items={data.untranslatedEntries}
      >
        {(entry) => (
          <EntryItem
            entry={entry}
            detail={text('admin.list.missing', { languages: entry.detail })}
          />
        )}
      </DashboardList>
      <DashboardList
        id={dashboardLists.drafts}
        title="admin.dashboard.draftsWaiting"
        count={data.draftsWaiting}
        items={data.drafts}
      >
        {(item) => <PublishingItem item={item} when="draft" />}
      </DashboardList>
      <DashboardList
        id={dashboardLists.scheduled}
        title="admin.dashboard.scheduledPublications"
        count={data.scheduledPublications}
        items={data.scheduled}
      >
        {(item) => <PublishingItem item={item} when="due" />}
      </DashboardList>
      <DashboardList
        id={dashboardLists.links}
        title="admin.dashboard.brokenLinks"
        count={data.brokenLinks}
        items={data.brokenLinkList}
      >
        {(entry) => (
          <EntryItem
            entry={entry}
            detail={text('admin.dashboard.brokenLink', { link: entry.detail })}
          />
        )}
      </DashboardList>
    </>
  );
}
