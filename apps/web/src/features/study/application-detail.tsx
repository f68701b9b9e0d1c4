import type { ApplicationPage } from '@aula/api-client';
import { ApplicationFacts } from '@web/features/detail/DetailFacts';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';

function ApplicationHead({ entity: application, locale }: DetailPartProps<ApplicationPage>) {
  return (
    <>
      <h1>{application.title}</h1>
      <p className="lead">{application.teaser}</p>
      <ApplicationFacts application={application} locale={locale} />
    </>
  );
}

/** spec 2: an application page: title, teaser, deadline, its editable section, the other language. */
export const applicationDetail = detailScreen({
  screen: 'applicationDetail',
  tag: 'application',
  fetch: (api, locale, id) => api.study.application(locale, id),
  seo: (application) => ({ title: application.title, description: application.teaser }),
  parent: 'applicationOverview',
  Head: ApplicationHead,
});
