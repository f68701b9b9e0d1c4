import type { ApplicationPage } from '@aula/api-client';
import { formatDate, t } from '@aula/i18n';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';

function ApplicationHead({ entity: application, locale }: DetailPartProps<ApplicationPage>) {
  return (
    <>
      <h1>{application.title}</h1>
      <p className="lead">{application.teaser}</p>
      {application.deadline && (
        <p data-testid="deadline">
          {t(locale, 'page.deadline')}: <time dateTime={application.deadline}>{formatDate(`${application.deadline}T12:00:00Z`)}</time>
        </p>
      )}
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
  className: 'detail',
  Head: ApplicationHead,
});
