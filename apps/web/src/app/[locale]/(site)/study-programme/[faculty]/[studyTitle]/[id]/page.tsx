import { formatDate } from '@aula/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '../../../../../../../content/cache-tags';
import { visitorApi } from '../../../../../../../content/visitor-api';
import { NextLink } from '../../../../../../../links/NextLink';
import { entityMetadata } from '../../../../../../../screens/detail/entity-metadata';
import { entityId, loadEntity } from '../../../../../../../screens/detail/load-entity';
import { OtherLanguageLink } from '../../../../../../../screens/detail/OtherLanguageLink';
import { EditableSection } from '../../../../../../../screens/EditableSection';
import { type FolderParams, folderScreen } from '../../../../../../../screens/folder-screen';
import { optional } from '../../../../../../../screens/optional';
import { screenText } from '../../../../../../../screens/screen-texts';
import { DetailBreadcrumbs } from '../../../../../../../screens/detail/DetailBreadcrumbs';

interface StudyProgrammeProps {
  params: Promise<FolderParams>;
}

const load = cache(async (params: FolderParams) => {
  const screen = folderScreen('studyProgramme', params);
  if (!screen) notFound();
  const id = entityId(screen.params.id);
  const programme = await loadEntity(visitorApi([cacheTags.entity('programme', id)]).study.programme(screen.locale, id));
  return { locale: screen.locale, programme };
});

export async function generateMetadata({ params }: StudyProgrammeProps): Promise<Metadata> {
  const { locale, programme } = await load(await params);
  return entityMetadata({ title: programme.title, urls: programme.urls, description: programme.teaser, image: programme.image_url }, locale);
}

export { generateStaticParams } from '../../../../../../../screens/on-demand';

/** spec 2: a study programme: degree, teaser, editable section, its subjects, the other language. */
export default async function StudyProgrammePage({ params }: StudyProgrammeProps) {
  const { locale, programme } = await load(await params);
  // Issue 17: the programme's facts carry its application deadline and the "apply" call to action.
  const applications = await optional(visitorApi([cacheTags.list('applications')]).study.applications(locale), 'applications');
  const application = applications?.find((entry) => entry.programme === programme.id) ?? null;
  return (
    <article className="detail">
      <DetailBreadcrumbs locale={locale} parents={['studyOverview']} current={programme.title} />
      <h1>{programme.title}</h1>
      <p className="lead">{programme.teaser}</p>
      <aside className="facts" aria-label={screenText(locale, 'facts')}>
        <dl>
          <dt>{screenText(locale, 'degree')}</dt>
          <dd>{programme.degree}</dd>
          {application?.deadline && (
            <>
              <dt>{screenText(locale, 'deadline')}</dt>
              <dd>
                <time dateTime={application.deadline}>{formatDate(`${application.deadline}T12:00:00Z`)}</time>
              </dd>
            </>
          )}
        </dl>
        {application && (
          <NextLink href={application.urls[locale]} className="aula-button" data-testid="programme-apply">
            {screenText(locale, 'apply')}
          </NextLink>
        )}
      </aside>
      <EditableSection locale={locale} slug={programme.body_slug} />
      {programme.subjects.length > 0 && (
        <section aria-labelledby="programme-subjects">
          <h2 id="programme-subjects">{screenText(locale, 'subjects')}</h2>
          <ul data-testid="subjects">
            {programme.subjects.map((subject) => (
              <li key={subject.id}>
                <NextLink href={subject.urls[locale]}>{subject.title}</NextLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <OtherLanguageLink locale={locale} urls={programme.urls} />
    </article>
  );
}
