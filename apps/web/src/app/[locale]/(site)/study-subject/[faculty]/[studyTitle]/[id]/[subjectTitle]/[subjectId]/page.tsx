import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '../../../../../../../../../content/cache-tags';
import { visitorApi } from '../../../../../../../../../content/visitor-api';
import { entityMetadata } from '../../../../../../../../../screens/detail/entity-metadata';
import { entityId, loadEntity } from '../../../../../../../../../screens/detail/load-entity';
import { OtherLanguageLink } from '../../../../../../../../../screens/detail/OtherLanguageLink';
import { EditableSection } from '../../../../../../../../../screens/EditableSection';
import { type FolderParams, folderScreen } from '../../../../../../../../../screens/folder-screen';
import { DetailBreadcrumbs } from '../../../../../../../../../screens/detail/DetailBreadcrumbs';

interface StudySubjectProps {
  params: Promise<FolderParams>;
}

const load = cache(async (params: FolderParams) => {
  const screen = folderScreen('studySubject', params);
  if (!screen) notFound();
  const id = entityId(screen.params.subjectId);
  const subject = await loadEntity(visitorApi([cacheTags.entity('subject', id)]).study.subject(screen.locale, id));
  // The subject must belong to the programme of the path.
  if (String(subject.programme) !== screen.params.id) notFound();
  return { locale: screen.locale, subject };
});

export async function generateMetadata({ params }: StudySubjectProps): Promise<Metadata> {
  const { locale, subject } = await load(await params);
  return entityMetadata({ title: subject.title, urls: subject.urls, description: subject.teaser }, locale);
}

export { generateStaticParams } from '../../../../../../../../../screens/on-demand';

/** spec 2: a study subject: title, teaser, its editable section, the other language. */
export default async function StudySubjectPage({ params }: StudySubjectProps) {
  const { locale, subject } = await load(await params);
  return (
    <article className="detail">
      <DetailBreadcrumbs locale={locale} parents={['studyOverview']} current={subject.title} />
      <h1>{subject.title}</h1>
      <p className="lead">{subject.teaser}</p>
      <EditableSection locale={locale} slug={subject.body_slug} />
      <OtherLanguageLink locale={locale} urls={subject.urls} />
    </article>
  );
}
