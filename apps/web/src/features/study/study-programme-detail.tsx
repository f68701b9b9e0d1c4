import type { StudyProgrammeDetail } from '@aula/api-client';
import { t } from '@aula/i18n';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { NextLink } from '@web/links/NextLink';

function ProgrammeHead({ entity: programme }: DetailPartProps<StudyProgrammeDetail>) {
  return (
    <>
      <h1>{programme.title}</h1>
      <p>{programme.degree}</p>
      <p className="lead">{programme.teaser}</p>
    </>
  );
}

function ProgrammeSubjects({ entity: programme, locale }: DetailPartProps<StudyProgrammeDetail>) {
  if (programme.subjects.length === 0) return null;
  return (
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
  );
}

/** spec 2: a study programme: degree, teaser, editable section, its subjects, the other language. */
export const studyProgrammeDetail = detailScreen({
  screen: 'studyProgramme',
  tag: 'programme',
  fetch: (api, locale, id) => api.study.programme(locale, id),
  seo: (programme) => ({ title: programme.title, description: programme.teaser, image: programme.image_url }),
  Head: ProgrammeHead,
  Foot: ProgrammeSubjects,
});
