import type { StudySubject } from '@aula/api-client';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { subjectSource } from '@web/features/detail/detail-sources';
import { subjectTrail } from '@web/features/study/study-trail';
import { headingText } from '@web/screens/server-render-options';

function SubjectHead({ entity: subject, locale }: DetailPartProps<StudySubject>) {
  return (
    <>
      <h1>{headingText(subject.title, locale)}</h1>
      <p className="lead">{subject.teaser}</p>
    </>
  );
}

/** spec 2: a study subject: title, teaser, its editable section, the other language. */
export const studySubjectDetail = detailScreen({
  loader: subjectSource,
  parent: 'studyOverview',
  trail: subjectTrail,
  seo: (subject) => ({ title: subject.title, description: subject.teaser }),
  Head: SubjectHead,
});
