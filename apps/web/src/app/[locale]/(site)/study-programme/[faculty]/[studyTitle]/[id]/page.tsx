import { t } from '@aula/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { NextLink } from '@web/links/NextLink';
import { entityMetadata } from '@web/screens/detail/entity-metadata';
import { entityId, loadEntity } from '@web/screens/detail/load-entity';
import { OtherLanguageLink } from '@web/screens/detail/OtherLanguageLink';
import { EditableSection } from '@web/features/editing/EditableSection';
import { type FolderParams, folderScreen } from '@web/screens/folder-screen';

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

export { generateStaticParams } from '@web/screens/on-demand';

/** spec 2: a study programme: degree, teaser, editable section, its subjects, the other language. */
export default async function StudyProgrammePage({ params }: StudyProgrammeProps) {
  const { locale, programme } = await load(await params);
  return (
    <article>
      <h1>{programme.title}</h1>
      <p>{programme.degree}</p>
      <p className="lead">{programme.teaser}</p>
      <EditableSection locale={locale} slug={programme.body_slug} />
      {programme.subjects.length > 0 && (
        <section aria-labelledby="programme-subjects">
          <h2 id="programme-subjects">{t(locale, 'page.subjects')}</h2>
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
