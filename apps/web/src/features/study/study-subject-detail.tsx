import type { StudySubject } from '@aula/api-client';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';

function SubjectHead({ entity: subject }: DetailPartProps<StudySubject>) {
  return (
    <>
      <h1>{subject.title}</h1>
      <p className="lead">{subject.teaser}</p>
    </>
  );
}

/** spec 2: a study subject: title, teaser, its editable section, the other language. */
export const studySubjectDetail = detailScreen({
  screen: 'studySubject',
  parent: 'studyOverview',
  className: 'detail',
  idParam: 'subjectId',
  tag: 'subject',
  fetch: (api, locale, id) => api.study.subject(locale, id),
  // The subject must belong to the programme of the path.
  belongs: (subject, screen) => String(subject.programme) === screen.params.id,
  seo: (subject) => ({ title: subject.title, description: subject.teaser }),
  Head: SubjectHead,
});
