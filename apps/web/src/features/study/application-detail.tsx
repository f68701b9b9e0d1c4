import type { ApplicationPage } from '@aula/api-client';
import { ApplicationFacts } from '@aula/blocks';
import { facultyOf } from '@web/features/detail/faculty-of';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { applicationSource } from '@web/features/detail/detail-sources';
import { headingText } from '@web/screens/server-render-options';

async function ApplicationHead({ entity: application, locale }: DetailPartProps<ApplicationPage>) {
  return (
    <>
      <h1>{headingText(application.title, locale)}</h1>
      <p className="lead">{application.teaser}</p>
      <ApplicationFacts
        application={application}
        locale={locale}
        faculty={await facultyOf(application.faculty, locale)}
      />
    </>
  );
}

/** spec 2: an application page: title, teaser, deadline, its editable section, the other language. */
export const applicationDetail = detailScreen({
  loader: applicationSource,
  seo: (application) => ({ title: application.title, description: application.teaser }),
  parent: 'applicationOverview',
  Head: ApplicationHead,
});
