import type { StudyProgrammeDetail } from '@aula/api-client';
import { Facts } from '@aula/blocks';
import { formatDate, t } from '@aula/i18n';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { programmeSource } from '@web/features/detail/detail-sources';
import { NextLink } from '@web/links/NextLink';
import { optional } from '@web/screens/optional';
import { headingText } from '@web/screens/server-render-options';
import { programmeTrail } from '@web/features/study/study-trail';

/** The title, the teaser and a facts block with the degree, the deadline and "apply". */
async function ProgrammeHead({ entity: programme, locale }: DetailPartProps<StudyProgrammeDetail>) {
  const applications = await optional(
    visitorApi([cacheTags.list('application')]).study.applications(locale),
    'applications',
  );
  const application = applications?.find((entry) => entry.programme === programme.id) ?? null;
  return (
    <>
      <h1>{headingText(programme.title, locale)}</h1>
      <p className="lead">{programme.teaser}</p>
      <Facts
        label={t(locale, 'page.facts')}
        facts={[
          { term: t(locale, 'page.degree'), value: programme.degree },
          {
            term: t(locale, 'page.deadline'),
            value: application?.deadline && (
              <time dateTime={application.deadline}>
                {formatDate(`${application.deadline}T12:00:00Z`)}
              </time>
            ),
          },
        ]}
      >
        {application && (
          <NextLink
            href={application.urls[locale]}
            className="aula-button"
            data-testid="programme-apply"
          >
            {t(locale, 'page.apply')}
          </NextLink>
        )}
      </Facts>
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
  loader: programmeSource,
  parent: 'studyOverview',
  trail: programmeTrail,
  seo: (programme) => ({
    title: programme.title,
    description: programme.teaser,
    image: programme.image_url,
  }),
  Head: ProgrammeHead,
  Foot: ProgrammeSubjects,
});
