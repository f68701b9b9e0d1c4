import { formatDate } from '@aula/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '../../../../../../content/cache-tags';
import { visitorApi } from '../../../../../../content/visitor-api';
import { entityMetadata } from '../../../../../../screens/detail/entity-metadata';
import { entityId, loadEntity } from '../../../../../../screens/detail/load-entity';
import { OtherLanguageLink } from '../../../../../../screens/detail/OtherLanguageLink';
import { EditableSection } from '../../../../../../screens/EditableSection';
import { type FolderParams, folderScreen } from '../../../../../../screens/folder-screen';
import { screenText } from '../../../../../../screens/screen-texts';
import { DetailBreadcrumbs } from '../../../../../../screens/detail/DetailBreadcrumbs';

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

export { generateStaticParams } from '../../../../../../screens/on-demand';

/** spec 2: an application page: title, teaser, deadline, its editable section, the other language. */
export default async function ApplicationDetailPage({ params }: ApplicationDetailProps) {
  const { locale, application } = await load(await params);
  return (
    <article className="detail">
      <DetailBreadcrumbs locale={locale} parents={['applicationOverview']} current={application.title} />
      <h1>{application.title}</h1>
      <p className="lead">{application.teaser}</p>
      {application.deadline && (
        <p data-testid="deadline">
          {screenText(locale, 'deadline')}: <time dateTime={application.deadline}>{formatDate(`${application.deadline}T12:00:00Z`)}</time>
        </p>
      )}
      <EditableSection locale={locale} slug={application.body_slug} />
      <OtherLanguageLink locale={locale} urls={application.urls} />
    </article>
  );
}
