import { formatDate, t } from '@aula/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { entityMetadata } from '@web/screens/detail/entity-metadata';
import { entityId, loadEntity } from '@web/screens/detail/load-entity';
import { OtherLanguageLink } from '@web/screens/detail/OtherLanguageLink';
import { EditableSection } from '@web/features/editing/EditableSection';
import { type FolderParams, folderScreen } from '@web/screens/folder-screen';

interface ApplicationDetailProps {
  params: Promise<FolderParams>;
}

const load = cache(async (params: FolderParams) => {
  const screen = folderScreen('applicationDetail', params);
  if (!screen) notFound();
  const id = entityId(screen.params.id);
  const application = await loadEntity(visitorApi([cacheTags.entity('application', id)]).study.application(screen.locale, id));
  return { locale: screen.locale, application };
});

export async function generateMetadata({ params }: ApplicationDetailProps): Promise<Metadata> {
  const { locale, application } = await load(await params);
  return entityMetadata({ title: application.title, urls: application.urls, description: application.teaser }, locale);
}

export { generateStaticParams } from '@web/screens/on-demand';

/** spec 2: an application page: title, teaser, deadline, its editable section, the other language. */
export default async function ApplicationDetailPage({ params }: ApplicationDetailProps) {
  const { locale, application } = await load(await params);
  return (
    <article className="detail">
      <h1>{application.title}</h1>
      <p className="lead">{application.teaser}</p>
      {application.deadline && (
        <p data-testid="deadline">
          {t(locale, 'page.deadline')}: <time dateTime={application.deadline}>{formatDate(`${application.deadline}T12:00:00Z`)}</time>
        </p>
      )}
      <EditableSection locale={locale} slug={application.body_slug} />
      <OtherLanguageLink locale={locale} urls={application.urls} />
    </article>
  );
}
