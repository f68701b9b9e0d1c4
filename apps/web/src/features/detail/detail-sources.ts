import type {
  ApplicationPage,
  EventDetail,
  NewsDetail,
  PersonDetail,
  PressReleaseDetail,
  StudyProgrammeDetail,
  StudySubject,
} from '@aula/api-client';
import { detailLoader } from './detail-loader';

// The entity loaders of the detail screens, shared by each screen and the header's language
// switch (DESIGN.md 5: the switch's slot imports these, never the screens with their renderers).

export const newsSource = detailLoader({
  screen: 'newsDetail',
  tag: 'news',
  fetch: (api, locale, id): Promise<NewsDetail> => api.news.get(locale, id),
});
export const eventSource = detailLoader({
  screen: 'eventDetail',
  tag: 'event',
  fetch: (api, locale, id): Promise<EventDetail> => api.events.get(locale, id),
});
export const personSource = detailLoader({
  screen: 'personDetail',
  tag: 'person',
  fetch: (api, locale, id): Promise<PersonDetail> => api.persons.get(locale, id),
});
export const pressReleaseSource = detailLoader({
  screen: 'pressReleaseDetail',
  tag: 'press-release',
  fetch: (api, locale, id): Promise<PressReleaseDetail> => api.press.release(locale, id),
});
export const applicationSource = detailLoader({
  screen: 'applicationDetail',
  tag: 'application',
  fetch: (api, locale, id): Promise<ApplicationPage> => api.study.application(locale, id),
});
export const programmeSource = detailLoader({
  screen: 'studyProgramme',
  tag: 'programme',
  fetch: (api, locale, id): Promise<StudyProgrammeDetail> => api.study.programme(locale, id),
});
export const subjectSource = detailLoader({
  screen: 'studySubject',
  idParam: 'subjectId',
  tag: 'subject',
  fetch: (api, locale, id): Promise<StudySubject> => api.study.subject(locale, id),
  // The subject must belong to the programme of the path.
  belongs: (subject, screen) => String(subject.programme) === screen.params.id,
});
